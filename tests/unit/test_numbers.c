/* test_numbers.c — the hashes of vm/obj/bigint.c and vm/obj/complex.c (the dict helpers use
 * them; no Python-level hash() to test them through yet), the canonical form of big-int
 * results, and correct rounding at the float boundary. Expected values are CPython 3.11's. */
#include <math.h>
#include <string.h>

#include "unit.h"

#include "../../vm/obj/bigint.h"
#include "../../vm/obj/complex.h"
#include "../../vm/obj/objects.h"

static Value big(BinOp op, int64_t a, int64_t b) { return rt_int_binop(op, rt_int(a), rt_int(b)); }

static Value parse(const char *s) {
  Value str = rt_str_from_c(s);
  Value v = rt_int_parse(str, 10);
  rt_decref(str);
  return v;
}

/* -v, releasing v */
static Value negated(Value v) {
  Value r = rt_int_unop(RT_UOP_NEG, v);
  rt_decref(v);
  return r;
}

static void check_hash(Value v, int64_t want) {
  assert_int_equal(rt_bigint_hash(v), want);
  rt_decref(v);
}

static void test_int_hash(void **state) {
  (void)state;
  check_hash(big(RT_OP_POW, 2, 63), 4);
  check_hash(big(RT_OP_SUB, INT64_MIN, 1), -5);
  check_hash(big(RT_OP_POW, 2, 100), 549755813888);
  check_hash(negated(big(RT_OP_POW, 2, 100)), -549755813888);
  check_hash(rt_int(((int64_t)1 << 61) - 1), 0);
  check_hash(rt_int(((int64_t)1 << 61) - 2), 2305843009213693950);
  check_hash(rt_int(-(((int64_t)1 << 61) - 1)), 0);
  check_hash(big(RT_OP_POW, 2, 64), 8);
  check_hash(big(RT_OP_POW, 10, 30), 465258685558744706);
  check_hash(parse("-999999999999999999999999999993"), -465258685558744699);
  check_hash(rt_int(-1), -2);
}

static void check_complex_hash(double re, double im, int64_t want) {
  Value z = rt_complex_new(re, im);
  assert_int_equal(rt_complex_hash(z), want);
  rt_decref(z);
}

static void test_complex_hash(void **state) {
  (void)state;
  check_complex_hash(1, 2, 2000007);
  check_complex_hash(1, 0, 1);
  check_complex_hash(0, 2.5, 3458764513822540934);
  check_complex_hash(-1.5, -2.25, -2882303761519117447);
  check_complex_hash(1e300, -1e-300, 6339398033648882639);
  check_complex_hash(INFINITY, 0, 314159);
  check_complex_hash(-0.0, 0.0, 0);
}

static void test_canonical_results(void **state) {
  (void)state;
  Value b = big(RT_OP_POW, 2, 64);
  assert_true(rt_is_bigint(b));
  Value small = rt_int_binop(RT_OP_FLOORDIV, b, rt_int(4));
  assert_int_equal(small.tag, RT_INT);
  assert_int_equal(small.as.i, (int64_t)1 << 62);
  Value zero = rt_int_binop(RT_OP_SUB, b, b);
  assert_int_equal(zero.tag, RT_INT);
  assert_int_equal(zero.as.i, 0);
  rt_decref(b);
  Value min = negated(big(RT_OP_POW, 2, 63));
  assert_int_equal(min.tag, RT_INT); /* -(2**63) is the smallest int64 */
  assert_true(min.as.i == INT64_MIN);
}

static void test_float_rounding(void **state) {
  (void)state;
  Value v = big(RT_OP_ADD, INT64_MAX, 1); /* 2**63 */
  assert_true(rt_int_to_double(v) == 9223372036854775808.0);
  rt_decref(v);
  /* 2**64 + 2**11 is half way between two floats: ties to even gives 2**64 */
  v = rt_int_binop(RT_OP_ADD, big(RT_OP_POW, 2, 64), rt_int(2048));
  assert_true(rt_int_to_double(v) == 18446744073709551616.0);
  Value w = rt_int_binop(RT_OP_ADD, v, rt_int(1)); /* just above half way rounds up */
  assert_true(rt_int_to_double(w) == 18446744073709555712.0);
  rt_decref(v);
  rt_decref(w);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_int_hash),
      cmocka_unit_test(test_complex_hash),
      cmocka_unit_test(test_canonical_results),
      cmocka_unit_test(test_float_rounding),
  };
  return cmocka_run_group_tests_name("bigint.c and complex.c", tests, NULL, NULL);
}
