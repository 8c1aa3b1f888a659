/* test_format.c — vm/obj/format.c's pure functions: Python's float repr (shortest round-trip
 * digits and layout) for float64 and NumPy's float32. Expected strings are CPython's. */
#include <math.h>
#include <string.h>

#include "unit.h"

#include "../../vm/obj/format.h"

static void check_repr(double x, const char *want) {
  char out[32];
  int n = rt_float_repr_buf(out, x);
  assert_string_equal(out, want);
  assert_int_equal(n, (int)strlen(want));
}

static void test_float_repr_layout(void **state) {
  (void)state;
  check_repr(0.1, "0.1");
  check_repr(2.0, "2.0");
  check_repr(-0.0, "-0.0");
  check_repr(1e15, "1000000000000000.0");
  check_repr(1e16, "1e+16");
  check_repr(1e22, "1e+22");
  check_repr(0.0001, "0.0001");
  check_repr(1e-5, "1e-05");
  check_repr(0.00015, "0.00015");
}

static void test_float_repr_shortest_round_trip(void **state) {
  (void)state;
  check_repr(0.1 + 0.2, "0.30000000000000004");
  check_repr(123456789012345678.0, "1.2345678901234568e+17");
  check_repr(5e-324, "5e-324");
  check_repr(1.7976931348623157e308, "1.7976931348623157e+308");
}

static void test_float_repr_special_values(void **state) {
  (void)state;
  check_repr(INFINITY, "inf");
  check_repr(-INFINITY, "-inf");
  check_repr(NAN, "nan");
}

typedef struct {
  float x;
  const char *want;
} F32;

static void format_f32(void *ud) {
  F32 *c = ud;
  StrBuf sb;
  rt_sb_init(&sb);
  rt_format_float32_repr(&sb, c->x);
  assert_string_equal(sb.data, c->want);
  rt_sb_free(&sb);
}

static void test_float32_repr_is_shortest_for_float32(void **state) {
  (void)state;
  F32 cases[] = {{0.1f, "0.1"},
                 {1.0f / 3.0f, "0.33333334"},
                 {16777216.0f, "16777216.0"},
                 {1e-5f, "1e-05"},
                 {3.4028235e38f, "3.4028235e+38"}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    expect_no_raise(format_f32, &cases[i]);
  }
}

static void test_shortest_digits_and_exponent(void **state) {
  (void)state;
  char digits[32];
  int exp10 = 0;
  int n = rt_float_shortest_digits(1234.5, false, digits, &exp10);
  assert_int_equal(n, 5);
  assert_memory_equal(digits, "12345", 5);
  assert_int_equal(exp10, 4); /* 0.12345 * 10**4 */
  n = rt_float_shortest_digits((double)0.1f, true, digits, &exp10);
  assert_int_equal(n, 1);
  assert_int_equal(digits[0], '1');
  assert_int_equal(exp10, 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_float_repr_layout),
      cmocka_unit_test(test_float_repr_shortest_round_trip),
      cmocka_unit_test(test_float_repr_special_values),
      cmocka_unit_test(test_float32_repr_is_shortest_for_float32),
      cmocka_unit_test(test_shortest_digits_and_exponent),
  };
  return cmocka_run_group_tests_name("format.c", tests, NULL, NULL);
}
