/* setup.c — the composition root (setup.h): registers the libraries, the engines and the
 * profiler's sink with the layers below, which never include the layers above them. */
#include "setup.h"

#include <stdbool.h>

#include "../gpu/gpu.h"
#include "../prof/prof.h"
#include "../vm/np/array.h"
#include "../vm/numba/numba_module.h"
#include "../vm/py/py.h"

void repl_setup(void) {
  static bool done;
  if (done) return;
  done = true;
  /* ---- libraries: the importable modules ---- */
  py_register();
  np_register();
  numba_register();
  /* ---- kernel engines ---- */
  gpu_install();
  /* ---- profiler ---- */
  prof_install();
}
