/* test_half.c — vm/np/np_half.c's float16 conversions over every half: each converts back to
 * itself from float and double, every midpoint between neighbours rounds to the even one (and
 * a hair off it to the nearer one), the top of the range overflows to inf at 65520, the bottom
 * rounds to zero at 2**-25, and NaNs keep the top bits of their payload. */
#include <math.h>
#include <string.h>

#include "unit.h"

#include "../../vm/np/np_half.h"

static bool is_nan_bits(uint16_t h) { return (h & 0x7c00u) == 0x7c00u && (h & 0x3ffu); }

static void test_every_half_round_trips(void **state) {
  (void)state;
  for (uint32_t h = 0; h < 0x10000u; h++) {
    if (is_nan_bits((uint16_t)h)) continue;
    assert_int_equal(np_half_from_float(np_half_to_float((uint16_t)h)), h);
    assert_int_equal(np_half_from_double(np_half_to_double((uint16_t)h)), h);
    assert_true(np_half_to_double((uint16_t)h) == (double)np_half_to_float((uint16_t)h));
  }
}

static void test_midpoints_round_to_even(void **state) {
  (void)state;
  for (uint16_t h = 0; h < 0x7bffu; h++) { /* positive finite neighbours h, h + 1 */
    double a = np_half_to_double(h), b = np_half_to_double((uint16_t)(h + 1)), m = (a + b) / 2;
    uint16_t even = (h & 1) ? (uint16_t)(h + 1) : h;
    assert_int_equal(np_half_from_double(m), even);
    assert_int_equal(np_half_from_float((float)m), even);
    assert_int_equal(np_half_from_double(nextafter(m, 0)), h);
    assert_int_equal(np_half_from_double(nextafter(m, 1e9)), h + 1);
    assert_int_equal(np_half_from_float(nextafterf((float)m, 0)), h);
    assert_int_equal(np_half_from_double(-m), even | 0x8000u);
  }
}

static void test_range_ends(void **state) {
  (void)state;
  assert_int_equal(np_half_from_double(65520.0), 0x7c00u);
  assert_int_equal(np_half_from_double(nextafter(65520.0, 0)), 0x7bffu);
  assert_int_equal(np_half_from_double(-1e300), 0xfc00u);
  assert_int_equal(np_half_from_float(INFINITY), 0x7c00u);
  assert_int_equal(np_half_from_double(ldexp(1, -25)), 0);
  assert_int_equal(np_half_from_double(nextafter(ldexp(1, -25), 1)), 1);
  assert_int_equal(np_half_from_double(-1e-300), 0x8000u);
  assert_int_equal(np_half_from_float(1e-40f), 0); /* a float subnormal */
}

static void test_nan_payloads(void **state) {
  (void)state;
  uint32_t snan = 0x7f800001u;
  float f;
  memcpy(&f, &snan, 4);
  assert_int_equal(np_half_from_float(f), 0x7c01u); /* stays a NaN */
  assert_int_equal(np_half_from_double(NAN), 0x7e00u);
  double d = np_half_to_double(0x7c01u);
  uint64_t bits;
  memcpy(&bits, &d, 8);
  assert_true(bits == (UINT64_C(0x7ff0000000000000) | UINT64_C(1) << 42));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_every_half_round_trips),
      cmocka_unit_test(test_midpoints_round_to_even),
      cmocka_unit_test(test_range_ends),
      cmocka_unit_test(test_nan_payloads),
  };
  return cmocka_run_group_tests_name("np_half.c", tests, NULL, NULL);
}
