/* setup.c — the composition root (setup.h): registers the libraries, the engines and the
 * profiler's sink with the layers below, which never include the layers above them. */
#include "setup.h"

#include <stdbool.h>

#include "../gpu/gpu.h"
#include "../sim/sim_engine.h"
#include "../vm/kir/kir_engine.h"
#include "../vm/numba/devarray.h"

/* A launch's implicit copies of host arrays, counted with the device arrays' explicit ones. */
static void count_copy(KirCopyDir dir, int64_t nbytes) {
  rt_copy_count(dir == KIR_COPY_H2D ? RT_COPY_H2D : RT_COPY_D2H, nbytes);
}

void repl_setup(void) {
  static bool done;
  if (done) return;
  done = true;
  /* ---- kernel engines: the simulator first (the home engine), then the GPU ---- */
  kir_engine_register(sim_engine());
  kir_engine_register(gpu_engine());
  kir_set_copy_counter(count_copy);
}
