/* test_gpu_codegen.c — gpu/gpu_codegen.c on KIR built by hand: constants keep every bit
 * (NaN and infinities as bit patterns, -0.0, INT64_MIN, float32 round-trip spellings), names
 * are stable and C-safe, print escapes its format, a CONTINUE jumps to its loop's latch label,
 * a RETURN inside an inlined function to its end, --gpu-check guards each axis of an access,
 * and a non-kernel is refused. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "unit.h"

#include "../../gpu/gpu.h"

static KirFunc *new_kernel(const char *name) {
  KirFunc *f = rt_calloc(1, sizeof *f);
  f->name = (char *)name;
  f->file = (char *)"t.py";
  f->target = KIR_TARGET_KERNEL;
  f->sig.ret.kind = KIR_TY_VOID;
  f->ret = -1;
  return f;
}

static const Span at = {1, 1, 1, 2};

static int konst_f(KirFunc *f, DType t, double v) {
  KirInst *in = kir_emit(f, KIR_CONST, at);
  in->d = kir_new_reg(f, t);
  in->imm.f = v;
  return in->d;
}

static int konst_i(KirFunc *f, DType t, int64_t v) {
  KirInst *in = kir_emit(f, KIR_CONST, at);
  in->d = kir_new_reg(f, t);
  in->imm.i = v;
  return in->d;
}

static char *generate(KirFunc *f) {
  StrBuf sb;
  rt_sb_init(&sb);
  gpu_codegen(f, &sb);
  return sb.data;
}

static void test_constants_keep_every_bit(void **state) {
  (void)state;
  KirFunc *f = new_kernel("consts");
  konst_f(f, DT_FLOAT64, NAN);
  konst_f(f, DT_FLOAT64, -INFINITY);
  konst_f(f, DT_FLOAT64, -0.0);
  konst_f(f, DT_FLOAT64, 0.1);
  konst_f(f, DT_FLOAT64, 3.0);
  konst_f(f, DT_FLOAT32, 0.1);
  konst_f(f, DT_FLOAT32, INFINITY);
  konst_f(f, DT_FLOAT32, 1e30);
  konst_i(f, DT_INT64, INT64_MIN);
  konst_i(f, DT_INT32, INT32_MIN);
  konst_i(f, DT_UINT64, -1);
  konst_i(f, DT_BOOL, 1);
  char *src = generate(f);
  assert_non_null(strstr(src, "r0 = __longlong_as_double(0x7ff8000000000000LL);"));
  assert_non_null(strstr(src, "r1 = __longlong_as_double(0xfff0000000000000LL);"));
  assert_non_null(strstr(src, "r2 = -0.0;"));
  assert_non_null(strstr(src, "r3 = 0.10000000000000001;"));
  assert_non_null(strstr(src, "r4 = 3.0;"));
  assert_non_null(strstr(src, "r5 = 0.100000001f;"));
  assert_non_null(strstr(src, "r6 = __int_as_float(0x7f800000);"));
  assert_non_null(strstr(src, "r7 = 1.00000002e+30f;"));
  assert_non_null(strstr(src, "r8 = (-9223372036854775807ll - 1);"));
  assert_non_null(strstr(src, "r9 = (-2147483647 - 1);"));
  assert_non_null(strstr(src, "r10 = 18446744073709551615ull;"));
  assert_non_null(strstr(src, "r11 = true;"));
  assert_non_null(strstr(src, "extern \"C\" __global__ void consts_(long long weft_dyn_shared_bytes) {"));
  free(src);
}

static void test_names_are_stable_and_c_safe(void **state) {
  (void)state;
  KirFunc *f = new_kernel("sé-xpy");
  f->sig.nargs = 3;
  f->sig.args[0] = (KirTy){KIR_TY_SCALAR, DT_FLOAT32, 0, 0, 0};
  f->sig.args[1] = (KirTy){KIR_TY_ARRAY, DT_FLOAT32, 2, 'C', 0};
  f->sig.args[2] = (KirTy){KIR_TY_ARRAY, DT_INT64, 1, 'A', 0};
  char buf[128]; /* each byte of "é" and the "-" become '_' */
  assert_string_equal(gpu_kernel_name(f, buf, sizeof buf), "s___xpy__f4_a2Cf4_a1Ai8");
}

static void test_print_escapes_its_format(void **state) {
  (void)state;
  KirFunc *f = new_kernel("p");
  int r = konst_i(f, DT_INT32, 5);
  int b = konst_i(f, DT_BOOL, 0);
  KirInst *in = kir_emit(f, KIR_PRINT, at);
  in->args = kir_add_print_arg(f, -1, "100% \"done\"\\");
  kir_add_print_arg(f, r, NULL);
  kir_add_print_arg(f, b, NULL);
  in->nargs = 3;
  char *src = generate(f);
  assert_non_null(strstr(src, "printf(\"100%% \\\"done\\\"\\\\ %lld %s\\n\", (long long)r0, r1 ? \"True\" : \"False\");"));
  free(src);
}

static void test_continue_and_inlined_return_use_labels(void **state) {
  (void)state;
  KirFunc *f = new_kernel("flow");
  int c = konst_i(f, DT_BOOL, 1);
  int v = konst_i(f, DT_INT64, 1);
  kir_emit(f, KIR_LOOP, at);
  kir_emit(f, KIR_LOOPCOND, at)->a = c;
  kir_emit(f, KIR_IF, at)->a = c;
  kir_emit(f, KIR_CONTINUE, at);
  kir_emit(f, KIR_ENDIF, at);
  kir_emit(f, KIR_BREAK, at);
  kir_emit(f, KIR_LATCH, at);
  kir_emit(f, KIR_ENDLOOP, at);
  kir_emit(f, KIR_CALLBEGIN, at);
  KirInst *ret = kir_emit(f, KIR_RETURN, at);
  ret->d = kir_new_reg(f, DT_INT64);
  ret->a = v;
  kir_emit(f, KIR_CALLEND, at);
  kir_emit(f, KIR_RETURN, at);
  char *src = generate(f);
  assert_non_null(strstr(src, "  for (;;) {\n    if (!r0) break;\n    if (r0) {\n      goto latch2;\n    }\n"
                              "    break;\n    latch2:;\n  }\n"));
  assert_non_null(strstr(src, "  { // inlined device function\n    r2 = r1;\n    goto ret10;\n    ret10:;\n  }\n"
                              "  return;\n}\n"));
  free(src);
}

static void test_gpu_check_guards_every_axis(void **state) {
  (void)state;
  KirFunc *f = new_kernel("chk");
  f->sig.nargs = 1;
  f->sig.args[0] = (KirTy){KIR_TY_ARRAY, DT_FLOAT32, 2, 'C', 0};
  int slot = kir_new_slot(f, KIR_SLOT_PARAM, DT_FLOAT32, 2, "a");
  f->slots[slot].param = 0;
  int i = konst_i(f, DT_INT64, 3), j = konst_i(f, DT_INT64, 4);
  KirInst *in = kir_emit(f, KIR_LOAD, (Span){7, 5, 7, 12});
  in->d = kir_new_reg(f, DT_FLOAT32);
  in->arr = slot;
  in->idx[0] = i;
  in->idx[1] = j;
  gpu_set_checks(true);
  char *src = generate(f);
  gpu_set_checks(false);
  /* a negative index counts from the end (WF_IX) before the check and the access */
  assert_non_null(strstr(src, "  if ((unsigned long long)WF_IX(r0, p0.shape[0]) >= (unsigned long long)p0.shape[0]) "
                              "{ wf_bounds_fault(7, 0, r0, p0.shape[0]); return; }\n"
                              "  if ((unsigned long long)WF_IX(r1, p0.shape[1]) >= (unsigned long long)p0.shape[1]) "
                              "{ wf_bounds_fault(7, 1, r1, p0.shape[1]); return; }\n"
                              "  r2 = WF_ELEM(float, p0, WF_IX(r0, p0.shape[0]) * p0.strides[0] + "
                              "WF_IX(r1, p0.shape[1]) * p0.strides[1]);\n"));
  free(src);
  src = generate(f); /* checks off again: no guard */
  assert_null(strstr(src, "wf_bounds_fault(7"));
  free(src);
}

static void codegen_cpu(void *ud) {
  KirFunc *f = ud;
  f->target = KIR_TARGET_CPU;
  generate(f);
}

static void test_only_kernels_are_translated(void **state) {
  (void)state;
  expect_raise(codegen_cpu, new_kernel("cpu"), RT_EXC_NotImplementedError,
               "only @cuda.jit kernels have a GPU translation");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_constants_keep_every_bit),
      cmocka_unit_test(test_names_are_stable_and_c_safe),
      cmocka_unit_test(test_print_escapes_its_format),
      cmocka_unit_test(test_continue_and_inlined_return_use_labels),
      cmocka_unit_test(test_gpu_check_guards_every_axis),
      cmocka_unit_test(test_only_kernels_are_translated),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
