/* test_sim_counters.c — the simulator's profiler counters are exact: global sectors per request
 * for unit-stride and strided loads, shared-memory wavefronts of a 32x32 transpose tile with and
 * without padding, branches and barriers, per kernel and per source line. */
#include <stdbool.h>
#include <stdio.h>

#include "unit.h"

#include "../../repl/setup.h"
#include "../../sim/sim_counters.h"
#include "../../vm/host/vm.h"

static const ProfKernel *run_kernel(const char *src) {
  repl_setup(); /* the simulator engine */
  Vm *vm = vm_new();
  sim_counters_enable(true);
  assert_int_equal(vm_run_source(vm, "counters.py", src, false), 0);
  sim_counters_enable(false);
  vm_free(vm);
  const ProfKernel *k = sim_counters_last();
  assert_non_null(k);
  assert_true(k->counted);
  return k;
}

#define HEADER "import numpy as np\nfrom numba import cuda\n"

static void test_unit_stride(void **state) {
  (void)state;
  const ProfKernel *k = run_kernel(HEADER
      "@cuda.jit\n"
      "def copy(a, out):\n"
      "    i = cuda.grid(1)\n"
      "    out[i] = a[i]\n"
      "a = np.arange(64, dtype=np.float32)\n"
      "out = np.zeros(64, dtype=np.float32)\n"
      "copy[2, 32](a, out)\n");
  assert_int_equal(k->total.gld_requests, 2);
  assert_int_equal(k->total.gld_sectors, 8); /* 128 bytes per warp: 4 sectors */
  assert_int_equal(k->total.gst_requests, 2);
  assert_int_equal(k->total.gst_sectors, 8);
  assert_int_equal(k->total.gld_bytes, 256);
  assert_int_equal(k->total.lane_insts, 32 * k->total.warp_insts); /* no divergence */
  assert_int_equal(k->lines[6].gld_requests, 2);
  assert_int_equal(k->arg_loads[0], 64);
  assert_int_equal(k->arg_stores[1], 64);
}

static void test_strided(void **state) {
  (void)state;
  const ProfKernel *k = run_kernel(HEADER
      "@cuda.jit\n"
      "def gather(a, out):\n"
      "    i = cuda.grid(1)\n"
      "    out[i] = a[i * 2]\n"
      "    out[i] += a[i * 32 % 1024]\n"
      "a = np.arange(1024, dtype=np.float32)\n"
      "out = np.zeros(32, dtype=np.float32)\n"
      "gather[1, 32](a, out)\n");
  assert_int_equal(k->lines[6].gld_requests, 1);
  assert_int_equal(k->lines[6].gld_sectors, 8);   /* stride 2: 256 bytes */
  assert_int_equal(k->lines[7].gld_requests, 2);  /* a[...] and out[i] */
  assert_int_equal(k->lines[7].gld_sectors, 32 + 4); /* stride 32: a sector per lane */
}

static const char *transpose_src(int pad) {
  static char buf[1024];
  snprintf(buf, sizeof buf, HEADER
           "@cuda.jit\n"
           "def transpose(a, out):\n"
           "    tile = cuda.shared.array((32, %d), np.float32)\n"
           "    tx = cuda.threadIdx.x\n"
           "    ty = cuda.threadIdx.y\n"
           "    tile[ty, tx] = a[ty, tx]\n"
           "    cuda.syncthreads()\n"
           "    out[ty, tx] = tile[tx, ty]\n"
           "a = np.arange(1024, dtype=np.float32).reshape(32, 32)\n"
           "out = np.zeros((32, 32), dtype=np.float32)\n"
           "transpose[1, (32, 32)](a, out)\n"
           "assert (out == a.T).all()\n", 32 + pad);
  return buf;
}

static void test_transpose_conflicts(void **state) {
  (void)state;
  const ProfKernel *k = run_kernel(transpose_src(0));
  assert_int_equal(k->lines[8].shared_requests, 32);
  assert_int_equal(k->lines[8].shared_wavefronts, 32);    /* rows: no conflict */
  assert_int_equal(k->lines[10].shared_requests, 32);
  assert_int_equal(k->lines[10].shared_wavefronts, 1024); /* columns: 32-way conflicts */
  assert_int_equal(k->total.barriers, 32);
  assert_int_equal(k->total.gld_sectors, 128);
  assert_int_equal(k->static_shared_bytes, 4096);
}

static void test_transpose_padded(void **state) {
  (void)state;
  const ProfKernel *k = run_kernel(transpose_src(1));
  assert_int_equal(k->lines[8].shared_wavefronts, 32);
  assert_int_equal(k->lines[10].shared_wavefronts, 32); /* padding: no conflict */
  assert_int_equal(k->total.shared_requests, 64);
  assert_int_equal(k->total.shared_wavefronts, 64);
  assert_int_equal(k->static_shared_bytes, 32 * 33 * 4);
}

static void test_broadcast_and_divergence(void **state) {
  (void)state;
  const ProfKernel *k = run_kernel(HEADER
      "@cuda.jit\n"
      "def k(out):\n"
      "    buf = cuda.shared.array(64, np.int32)\n"
      "    i = cuda.threadIdx.x\n"
      "    buf[i] = i\n"
      "    cuda.syncthreads()\n"
      "    v = buf[0] + buf[(i % 2) * 32]\n"
      "    if i < 8:\n"
      "        v += 1\n"
      "    out[i] = v\n"
      "out = np.zeros(64, dtype=np.int32)\n"
      "k[1, 64](out)\n");
  assert_int_equal(k->lines[9].shared_requests, 4);
  assert_int_equal(k->lines[9].shared_wavefronts, 6); /* broadcast: 1; words 0 and 32: 2 */
  assert_int_equal(k->lines[10].branches, 2);
  assert_int_equal(k->lines[10].divergent_branches, 1);
  /* line 11: the add on warp 0's 8 lanes, nothing else: its constant (hoisted to the entry, an
   * immediate on a GPU) is not an instruction, so the line's efficiency is 8/32 */
  assert_int_equal(k->lines[11].warp_insts, 1);
  assert_int_equal(k->lines[11].lane_insts, 8);
}

int main(void) {
  repl_setup(); /* the programs import numpy and numba */
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_unit_stride),
      cmocka_unit_test(test_strided),
      cmocka_unit_test(test_transpose_conflicts),
      cmocka_unit_test(test_transpose_padded),
      cmocka_unit_test(test_broadcast_and_divergence),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
