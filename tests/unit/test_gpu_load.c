/* test_gpu_load.c — gpu/gpu_cuda.c: NVRTC and the CUDA Runtime are loaded on first use, not at
 * start-up. A library that cannot be opened, or that lacks a function the backend calls, gives
 * an error naming it: compiling raises "GPU backend unavailable: ...", and gpu_available() is
 * false with that reason. Pointed back at the real library, compiling works again. Built
 * without a toolkit, only the stub's messages are checked. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "unit.h"

#include "../../vm/base/config.h"
#include "../../gpu/gpu.h"
#include "../../gpu/gpu_cuda.h"

static const char *const good =
    "extern \"C\" __global__ void scale(float *x, float a) { x[threadIdx.x] *= a; }\n";
static GpuImage image;

static void compile_good(void *ud) {
  (void)ud;
  image = gpu_compile("scale", good, "sm_80");
}

#ifndef WEFT_HAVE_CUDA

static void test_stub(void **state) {
  (void)state;
  expect_raise(compile_good, NULL, RT_EXC_RuntimeError,
               "GPU backend not built: cannot compile kernel scale (no CUDA toolkit at build time)");
  assert_false(gpu_available());
  assert_string_equal(gpu_unavailable_reason(), "GPU backend not built (no CUDA toolkit at build time)");
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_stub)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}

#else

static char dir[256];

static int fresh_cache(void **state) {
  (void)state;
  snprintf(dir, sizeof dir, "/tmp/weft-load-test.XXXXXX");
  if (!mkdtemp(dir)) return -1;
  setenv("WEFT_CACHE_DIR", dir, 1);
  weft_config_load_env(); /* the settings read the environment again */
  return 0;
}

static int drop_cache(void **state) {
  (void)state;
  gpu_nvrtc_set_library(NULL);
  char cmd[300];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  return system(cmd) == 0 ? 0 : -1;
}

static void test_missing_nvrtc_names_the_library(void **state) {
  (void)state;
  gpu_nvrtc_set_library("/nonexistent/libnvrtc.so.13");
  assert_false(gpu_nvrtc_load());
  assert_string_equal(gpu_nvrtc_load_error(),
                      "cannot load /nonexistent/libnvrtc.so.13: cannot open shared object file: No such file or directory");
  expect_raise(compile_good, NULL, RT_EXC_RuntimeError,
               "GPU backend unavailable: cannot load /nonexistent/libnvrtc.so.13: cannot open shared object file: "
               "No such file or directory");
  assert_string_equal(gpu_nvrtc_version(), "unavailable");
}

static void test_missing_function_names_it(void **state) {
  (void)state;
  gpu_nvrtc_set_library("libm.so.6"); /* loads, but is not NVRTC */
  expect_raise(compile_good, NULL, RT_EXC_RuntimeError, "GPU backend unavailable: libm.so.6 has no function nvrtcVersion");
}

/* After a failure, pointing the loader back at the usual search finds the toolkit's NVRTC. */
static void test_real_nvrtc_loads_on_first_compile(void **state) {
  (void)state;
  gpu_nvrtc_set_library(NULL);
  expect_no_raise(compile_good, NULL);
  assert_true(gpu_nvrtc_load());
  assert_string_equal(gpu_nvrtc_load_error(), "");
  assert_false(image.from_cache);
  assert_memory_equal(image.data, "\177ELF", 4);
  gpu_image_free(&image);
  char want[32];
  int major = 0, minor = 0;
  assert_int_equal(gpu_nvrtc_fn.nvrtcVersion(&major, &minor), NVRTC_SUCCESS);
  snprintf(want, sizeof want, "%d.%d", major, minor);
  assert_string_equal(gpu_nvrtc_version(), want);
  assert_int_equal(major, CUDART_VERSION / 1000);
}

/* Runs last: gpu_available() decides once per process. */
static void test_missing_cudart_means_no_gpu(void **state) {
  (void)state;
  gpu_cudart_set_library("/nonexistent/libcudart.so.13");
  assert_false(gpu_available());
  assert_string_equal(gpu_unavailable_reason(),
                      "GPU backend unavailable: cannot load /nonexistent/libcudart.so.13: cannot open shared object "
                      "file: No such file or directory");
  assert_string_equal(gpu_cudart_load_error(),
                      "cannot load /nonexistent/libcudart.so.13: cannot open shared object file: No such file or directory");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_missing_nvrtc_names_the_library, fresh_cache, drop_cache),
      cmocka_unit_test_setup_teardown(test_missing_function_names_it, fresh_cache, drop_cache),
      cmocka_unit_test_setup_teardown(test_real_nvrtc_loads_on_first_compile, fresh_cache, drop_cache),
      cmocka_unit_test(test_missing_cudart_means_no_gpu),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}

#endif
