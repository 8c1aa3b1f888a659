/* setup.c — the composition root (setup.h): registers the libraries, the engines and the
 * profiler's sink with the layers below, which never include the layers above them. */
#include "setup.h"

#include <stdbool.h>

#include "../gpu/gpu.h"
#include "../prof/prof.h"
#include "../sim/sim_cpu.h"
#include "../sim/sim_engine.h"
#include "../vm/base/crash.h"
#include "../vm/host/vm.h"
#include "../vm/kir/kir_engine.h"
#include "../vm/np/array.h"
#include "../vm/numba/numba_module.h"
#include "../vm/plot/plot.h"
#include "../vm/py/py.h"
#include "../vm/scipy/scipy.h"

void repl_setup(void) {
  static bool done;
  if (done) return;
  done = true;
  /* ---- libraries: the importable modules (numba's also counts kernel launches' copies) ---- */
  py_register();
  np_register();
  numba_register();
  plot_register();
  scipy_register();
  /* ---- kernel engines: the simulator first (the home engine), the GPU, the CPU's @jit code ---- */
  kir_engine_register(sim_engine());
  kir_engine_register(gpu_engine());
  kir_engine_register(sim_cpu_engine());
  /* ---- profiler ---- */
  prof_install();
  /* ---- a fatal signal prints the Python and native frames (faulthandler's report) ---- */
  rt_crash_install(vm_crash_frames);
}
