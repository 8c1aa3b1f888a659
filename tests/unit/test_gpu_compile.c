/* test_gpu_compile.c — gpu/gpu_nvrtc.c: a kernel compiles to a cubin for sm_80, the second
 * compile comes from the cache, an architecture newer than NVRTC knows gives PTX, a source
 * NVRTC rejects raises an internal error quoting the generated line, and the exact/fast
 * options differ only in contraction. Linked without NVRTC (no CUDA toolkit), compiling must
 * say that the backend was not built. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "unit.h"

#include "../../vm/base/config.h"
#include "../../gpu/gpu.h"

static char dir[256];

static int fresh_cache(void **state) {
  (void)state;
  snprintf(dir, sizeof dir, "/tmp/weft-compile-test.XXXXXX");
  if (!mkdtemp(dir)) return -1;
  setenv("WEFT_CACHE_DIR", dir, 1);
  weft_config_load_env(); /* the settings read the environment again */
  return 0;
}

static int drop_cache(void **state) {
  (void)state;
  char cmd[300];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  return system(cmd) == 0 ? 0 : -1;
}

static const char *const good =
    "extern \"C\" __global__ void scale(float *x, float a) { x[threadIdx.x] *= a; }\n";
static const char *const bad =
    "extern \"C\" __global__ void broken(float *x) {\n"
    "  x[0] = undefined_name;\n"
    "}\n";

static GpuImage image;

static void compile_good_sm80(void *ud) { image = gpu_compile("scale", good, (const char *)ud); }
static void compile_bad(void *ud) {
  (void)ud;
  image = gpu_compile("broken", bad, "sm_90");
}

static void test_cubin_then_cache_hit(void **state) {
  (void)state;
  if (!gpu_nvrtc_built()) {
    expect_raise(compile_good_sm80, "sm_80", RT_EXC_RuntimeError,
                 "GPU backend not built: cannot compile kernel scale (no CUDA toolkit at build time)");
    return;
  }
  expect_no_raise(compile_good_sm80, "sm_80");
  assert_false(image.is_ptx);
  assert_false(image.from_cache);
  assert_true(image.size > 16);
  assert_memory_equal(image.data, "\177ELF", 4); /* a cubin is an ELF image */
  gpu_image_free(&image);
  expect_no_raise(compile_good_sm80, "sm_80");
  assert_true(image.from_cache);
  assert_memory_equal(image.data, "\177ELF", 4);
  gpu_image_free(&image);
}

static void test_newer_arch_gives_ptx(void **state) {
  (void)state;
  if (!gpu_nvrtc_built()) skip();
  expect_no_raise(compile_good_sm80, "sm_990");
  assert_true(image.is_ptx);
  assert_non_null(strstr((const char *)image.data, ".entry scale"));
  gpu_image_free(&image);
}

static void test_nvrtc_error_quotes_the_line(void **state) {
  (void)state;
  if (!gpu_nvrtc_built()) skip();
  assert_int_equal(rt_pcall(compile_bad, NULL), 1);
  const Exception *e = rt_error_current();
  assert_int_equal(e->kind, RT_EXC_RuntimeError);
  assert_non_null(strstr(e->message, "internal error: NVRTC could not compile kernel broken for sm_90"));
  assert_non_null(strstr(e->message, "broken.cu(2): error: identifier \"undefined_name\" is undefined"));
  assert_non_null(strstr(e->message, "\n    x[0] = undefined_name;"));
  rt_error_clear();
}

static void bad_arch(void *ud) {
  (void)ud;
  image = gpu_compile("scale", good, "compute_90");
}

static void test_arch_names_and_options(void **state) {
  (void)state;
  assert_int_equal(gpu_arch_number("sm_90"), 90);
  assert_int_equal(gpu_arch_number("sm_120"), 120);
  assert_int_equal(gpu_arch_number("sm_9"), 0);
  assert_int_equal(gpu_arch_number("gfx90a"), 0);
  if (gpu_nvrtc_built())
    expect_raise(bad_arch, NULL, RT_EXC_ValueError, "unknown GPU architecture 'compute_90' (expected sm_NN, e.g. sm_90)");
  gpu_set_fast(false);
  const char *const *o = gpu_nvrtc_options("sm_90");
  assert_string_equal(o[0], "--gpu-architecture=sm_90");
  assert_string_equal(o[1], "--fmad=false");
  assert_string_equal(o[2], "--prec-div=true");
  assert_string_equal(o[3], "--prec-sqrt=true");
  assert_string_equal(o[4], "--ftz=false");
  gpu_set_fast(true);
  o = gpu_nvrtc_options("sm_90");
  assert_string_equal(o[1], "--fmad=true");
  assert_string_equal(o[2], "--prec-div=true");
  gpu_set_fast(false);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_cubin_then_cache_hit, fresh_cache, drop_cache),
      cmocka_unit_test_setup_teardown(test_newer_arch_gives_ptx, fresh_cache, drop_cache),
      cmocka_unit_test_setup_teardown(test_nvrtc_error_quotes_the_line, fresh_cache, drop_cache),
      cmocka_unit_test_setup_teardown(test_arch_names_and_options, fresh_cache, drop_cache),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
