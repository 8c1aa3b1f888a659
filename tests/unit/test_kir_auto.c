/* test_kir_auto.c — vm/kir/kir_auto.c, auto mode's policy over the registered engines (the
 * simulator and the GPU, as repl_setup registers them): a kernel is hot after enough clean
 * simulated launches or simulated threads; once hot it moves only where a GPU exists (so here,
 * without one, it stays; on a GPU machine it moves); a kernel that faulted, or one that prints,
 * never moves; the thresholds come from WEFT_GPU_HOT_LAUNCHES / WEFT_GPU_HOT_WORK with K/M/G
 * suffixes, and malformed values raise ValueError naming the variable. Also the mode's choice
 * of engine (kir_set_mode) and the simulator's settings through the engine table. */
#include <stdlib.h>
#include <string.h>

#include "unit.h"

#include "../../vm/base/config.h"
#include "../../gpu/gpu.h"
#include "../../repl/setup.h"
#include "../../sim/sim_cpu.h"
#include "../../vm/kir/kir_engine.h"

static KirFunc *new_kernel(const char *name) {
  KirFunc *f = rt_calloc(1, sizeof *f);
  f->name = (char *)name;
  f->file = (char *)"t.py";
  f->target = KIR_TARGET_KERNEL;
  f->sig.ret.kind = KIR_TY_VOID;
  f->ret = -1;
  return f;
}

static KirRun launch(int64_t blocks, int64_t threads) {
  KirRun r;
  memset(&r, 0, sizeof r);
  r.grid[0] = blocks, r.grid[1] = r.grid[2] = 1;
  r.block[0] = threads, r.block[1] = r.block[2] = 1;
  return r;
}

/* Whether auto mode sends f's next launch to the GPU engine. */
static bool wants_gpu(const KirFunc *f) {
  const KirEngine *e = kir_auto_choose(f);
  return e && e == gpu_engine();
}

static int fresh(void **state) {
  (void)state;
  repl_setup();
  unsetenv("WEFT_GPU_HOT_LAUNCHES");
  unsetenv("WEFT_GPU_HOT_WORK");
  unsetenv("WEFT_GPU_LOG");
  weft_config_load_env(); /* the settings read the environment again */
  kir_auto_reset();
  return 0;
}

static void test_defaults_and_suffixes(void **state) {
  (void)state;
  KirHotLimits lim = kir_hot_limits();
  assert_int_equal(lim.launches, 3);
  assert_int_equal(lim.threads, 2 * 1024 * 1024);
  setenv("WEFT_GPU_HOT_LAUNCHES", "10", 1);
  setenv("WEFT_GPU_HOT_WORK", "4K", 1);
  weft_config_load_env(); /* the settings read the environment again */
  kir_auto_reset();
  lim = kir_hot_limits();
  assert_int_equal(lim.launches, 10);
  assert_int_equal(lim.threads, 4096);
  assert_false(kir_is_hot(9, 4095, lim));
  assert_true(kir_is_hot(10, 0, lim));
  assert_true(kir_is_hot(0, 4096, lim));
}

static void read_limits(void *ud) {
  (void)ud;
  kir_hot_limits();
}

static void refused(const char *var, const char *value, const char *message) {
  fresh(NULL);
  setenv(var, value, 1);
  weft_config_load_env(); /* the settings read the environment again */
  expect_raise(read_limits, NULL, RT_EXC_ValueError, message);
}

static void test_malformed_limits_are_refused(void **state) {
  (void)state;
  refused("WEFT_GPU_HOT_LAUNCHES", "three",
          "WEFT_GPU_HOT_LAUNCHES=three: expected a positive whole number of launches (K, M, G allowed)");
  refused("WEFT_GPU_HOT_LAUNCHES", "-1",
          "WEFT_GPU_HOT_LAUNCHES=-1: expected a positive whole number of launches (K, M, G allowed)");
  refused("WEFT_GPU_HOT_WORK", "1.5M",
          "WEFT_GPU_HOT_WORK=1.5M: expected a positive whole number of simulated threads (K, M, G allowed)");
  refused("WEFT_GPU_HOT_WORK", "9000000000000G",
          "WEFT_GPU_HOT_WORK=9000000000000G: expected a positive whole number of simulated threads (K, M, G allowed)");
}

static void test_hot_by_launches_moves_only_with_a_gpu(void **state) {
  (void)state;
  KirFunc *f = new_kernel("saxpy");
  KirRun r = launch(4, 256);
  for (int k = 0; k < 3; k++) {
    assert_false(wants_gpu(f)); /* cold: the simulator runs it */
    kir_auto_done(f, &r, 0);
  }
  assert_int_equal(wants_gpu(f), gpu_available());
  assert_int_equal(wants_gpu(f), gpu_available()); /* decided once */
}

static void test_hot_by_threads(void **state) {
  (void)state;
  setenv("WEFT_GPU_HOT_WORK", "1K", 1);
  weft_config_load_env(); /* the settings read the environment again */
  KirFunc *f = new_kernel("big");
  KirRun r = launch(4, 256);
  kir_auto_done(f, &r, 0);
  assert_int_equal(wants_gpu(f), gpu_available());
}

static void test_faulted_kernel_never_moves(void **state) {
  (void)state;
  KirFunc *f = new_kernel("overrun");
  KirRun r = launch(1, 32);
  kir_auto_done(f, &r, 1);
  for (int k = 0; k < 5; k++) kir_auto_done(f, &r, 0);
  assert_false(wants_gpu(f));
}

static void test_printing_kernel_stays(void **state) {
  (void)state;
  KirFunc *f = new_kernel("hello");
  kir_emit(f, KIR_PRINT, (Span){1, 1, 1, 2});
  KirRun r = launch(1, 32);
  for (int k = 0; k < 3; k++) kir_auto_done(f, &r, 0);
  assert_false(wants_gpu(f));
}

static void test_other_targets_do_not_count(void **state) {
  (void)state;
  KirFunc *f = new_kernel("cpu");
  f->target = KIR_TARGET_CPU;
  KirRun r = launch(1, 1);
  for (int k = 0; k < 3; k++) kir_auto_done(f, &r, 0);
  f->target = KIR_TARGET_KERNEL;
  assert_false(wants_gpu(f));
}

static void test_engines_and_mode(void **state) {
  (void)state;
  assert_ptr_equal(kir_engine_home(), kir_engine_find("sim"));
  assert_ptr_equal(kir_engine_find("gpu"), gpu_engine());
  assert_ptr_equal(kir_engine_find("cpu"), sim_cpu_engine());
  assert_true(kir_set_mode("cpu")); /* --mode=cpu: kernels as native code (docs/cpu.md) */
  assert_ptr_equal(kir_engine_mode(), sim_cpu_engine());
  assert_true(kir_set_mode("gpu"));
  assert_ptr_equal(kir_engine_mode(), gpu_engine());
  assert_true(kir_set_mode("sim"));
  assert_ptr_equal(kir_engine_mode(), kir_engine_home());
  assert_false(kir_set_mode("fast"));
  assert_ptr_equal(kir_engine_mode(), kir_engine_home()); /* unchanged */
  assert_true(kir_set_mode("auto"));
  assert_null(kir_engine_mode());
  /* the simulator's settings reach it through the table; bad values change nothing */
  assert_true(kir_set_checks("bounds"));
  assert_false(kir_set_checks("some"));
  assert_true(kir_set_checks("all"));
  assert_true(kir_set_schedule("shuffle:18446744073709551615"));
  assert_false(kir_set_schedule("shuffle:18446744073709551616"));
  assert_false(kir_set_schedule("shuffle:-1"));
  assert_true(kir_set_schedule("inorder"));
  assert_true(kir_set_threads(256));
  assert_false(kir_set_threads(257));
  assert_false(kir_set_threads(0));
  assert_true(kir_set_threads(1));
  assert_false(kir_engine_set_option("no-such-setting", "1"));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup(test_defaults_and_suffixes, fresh),
      cmocka_unit_test_setup(test_malformed_limits_are_refused, fresh),
      cmocka_unit_test_setup(test_hot_by_launches_moves_only_with_a_gpu, fresh),
      cmocka_unit_test_setup(test_hot_by_threads, fresh),
      cmocka_unit_test_setup(test_faulted_kernel_never_moves, fresh),
      cmocka_unit_test_setup(test_printing_kernel_stays, fresh),
      cmocka_unit_test_setup(test_other_targets_do_not_count, fresh),
      cmocka_unit_test_setup(test_engines_and_mode, fresh),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
