/* kir_interp_kernel.c — a kernel run thread by thread in the interpreter: what a launch does
 * when the kernel reaches a device function that calls itself (factorial, fibonacci, a search
 * that recurses), which compiled code cannot inline. Numba's CUDA simulator runs every kernel
 * as Python calls, one Python thread per CUDA thread, so recursion is ordinary Python recursion
 * there; here each thread of each block calls the kernel's Python function in turn, the
 * numba.cuda geometry (threadIdx, blockIdx, blockDim, gridDim, grid, gridsize) answering for
 * that thread (kir_objects.c asks kir_interp_thread). Threads run one after another, so the
 * intrinsics that need the others running (syncthreads, shared and local arrays, atomics, warp
 * votes) raise a RuntimeError naming themselves and the line calling them (kir_objects.c). An exception in a thread stops the launch with the
 * simulator's words: `RecursionError: tid=[1, 0, 0] ctaid=[0, 0, 0]: maximum recursion depth
 * exceeded`. --mode=gpu compiles kernels for the device, where the typer refuses recursion. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/ops.h"
#include "kir_typer.h"

static _Thread_local KirInterpThread current; /* the thread running now (on: false between launches) */

const KirInterpThread *kir_interp_thread(void) { return current.on ? &current : NULL; }

static void thread_off(void *p) {
  (void)p;
  memset(&current, 0, sizeof current);
}

typedef struct ThreadCall {
  Value fn;
  int argc;
  const Value *argv;
} ThreadCall;

static void thread_job(void *ud) {
  ThreadCall *c = ud;
  rt_decref(rt_call(c->fn, c->argc, c->argv, NULL));
}

/* The exception of the current thread again, its message prefixed with the thread's place as
 * the simulator's BlockThread words it. */
static _Noreturn void raise_in_thread(void) {
  const Exception *e = rt_error_current();
  if (!e->message || e->kind == RT_EXC_KeyboardInterrupt || e->kind == RT_EXC_MemoryError)
    rt_reraise(); /* an exception object of the program's, Ctrl-C: as they are */
  char where[200];
  snprintf(where, sizeof where, "tid=[%lld, %lld, %lld] ctaid=[%lld, %lld, %lld]", (long long)current.tid[0],
           (long long)current.tid[1], (long long)current.tid[2], (long long)current.bid[0],
           (long long)current.bid[1], (long long)current.bid[2]);
  ExcKind kind = e->kind;
  char *msg = rt_strdup(e->message);
  rt_error_clear();
  rt_cleanup_push(free, msg); /* the raise below makes its message first */
  if (!*msg) rt_raise(kind, "%s", where);
  rt_raise(kind, "%s: %s", where, msg);
}

void kir_interp_kernel(Value fn, const KirLaunch *cfg, int argc, const Value *argv) {
  Value args[KIR_MAX_ARGS];
  if (argc > KIR_MAX_ARGS) rt_raise(RT_EXC_TypeError, "too many arguments for a kernel");
  for (int k = 0; k < argc; k++) { /* a device array's memory, indexed in place */
    Value a = kir_unwrap_array(argv[k]);
    args[k] = rt_is_undef(a) ? argv[k] : a;
  }
  int mark = rt_cleanup_push(thread_off, NULL);
  ThreadCall call = {fn, argc, args};
  memset(&current, 0, sizeof current);
  current.on = true;
  for (int d = 0; d < 3; d++) current.gdim[d] = cfg->grid[d], current.bdim[d] = cfg->block[d];
  /* blocks and their threads in np.ndindex's order over (x, y, z), as the simulator starts them */
  for (int64_t bx = 0; bx < cfg->grid[0]; bx++)
    for (int64_t by = 0; by < cfg->grid[1]; by++)
      for (int64_t bz = 0; bz < cfg->grid[2]; bz++)
        for (int64_t tx = 0; tx < cfg->block[0]; tx++)
          for (int64_t ty = 0; ty < cfg->block[1]; ty++)
            for (int64_t tz = 0; tz < cfg->block[2]; tz++) {
              current.bid[0] = bx, current.bid[1] = by, current.bid[2] = bz;
              current.tid[0] = tx, current.tid[1] = ty, current.tid[2] = tz;
              if (rt_pcall(thread_job, &call)) raise_in_thread();
            }
  rt_cleanup_pop(mark, true);
}
