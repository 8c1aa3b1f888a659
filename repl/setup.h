/* setup.h — the composition root: the one place that knows every layer. Lower layers report
 * upward only through interfaces registered here at start-up (docs/architecture.md): the
 * importable libraries (Python's core, NumPy, Numba's host API), the kernel engines (the
 * simulator, the GPU) and the profiler's event sink. */
#ifndef WEFT_REPL_SETUP_H
#define WEFT_REPL_SETUP_H

/* Register everything, once, before the first VM is made (main(), and the C unit tests that
 * import modules or launch kernels). Idempotent. */
void repl_setup(void);

#endif
