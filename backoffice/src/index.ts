// The back office starts here; bootstrap is a separate chunk so the first paint can show the boot marker.
import('./bootstrap');
