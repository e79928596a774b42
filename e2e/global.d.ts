interface Window { __CASINO_SHARED_EVALUATIONS__?: number }
