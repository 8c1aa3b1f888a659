/* test_dict.c — vm/obj/dict.h's C API, which the runtime's keyword arguments, instance
 * dictionaries and library modules build on: insertion order, replacement, deletion, iteration
 * by position, str keys from C, hashing and its errors. */
#include <stdio.h>
#include <string.h>

#include "unit.h"

#include "../../vm/obj/dict.h"
#include "../../vm/obj/hash.h"
#include "../../vm/obj/objects.h"
#include "../../vm/obj/ops.h"

typedef struct {
  Value d, key, out;
} Ctx;

static void fill(void *ud) {
  Ctx *c = ud;
  for (int i = 0; i < 100; i++) rt_dict_set(c->d, rt_int(i * 8), rt_int(i));
  rt_dict_set(c->d, rt_int(8), rt_int(-1));      /* replaces, keeps its place */
  rt_dict_set_str(c->d, "name", rt_int(42));
  rt_dict_set(c->d, rt_float(16.0), rt_int(-2)); /* 16.0 == 16: the same key */
}

static void test_order_replace_delete_iterate(void **state) {
  (void)state;
  Ctx c = {rt_dict_new(), rt_undef(), rt_undef()};
  expect_no_raise(fill, &c);
  assert_int_equal(rt_dict_len(c.d), 101);
  assert_int_equal(rt_dict_get(c.d, rt_int(8)).as.i, -1);
  assert_int_equal(rt_dict_get(c.d, rt_int(16)).as.i, -2);
  assert_int_equal(rt_dict_get_str(c.d, "name").as.i, 42);
  assert_true(rt_is_undef(rt_dict_get(c.d, rt_int(9))));
  assert_true(rt_dict_del(c.d, rt_int(0)));
  assert_false(rt_dict_del(c.d, rt_int(0)));
  int64_t pos = 0, n = 0;
  Value k, v, first = rt_undef(), last = rt_undef();
  while (rt_dict_next(c.d, &pos, &k, &v)) {
    if (n == 0) first = k;
    last = k;
    n++;
  }
  assert_int_equal(n, 100);
  assert_int_equal(first.as.i, 8);
  assert_true(rt_is_str(last));
  rt_decref(c.d);
}

static void hash_it(void *ud) {
  Ctx *c = ud;
  c->out = rt_int(rt_hash(c->key));
}

static void test_hash_values_and_unhashable(void **state) {
  (void)state;
  assert_int_equal(rt_hash(rt_int(-1)), -2);
  assert_int_equal(rt_hash(rt_int(((int64_t)1 << 61) - 1)), 0);
  assert_int_equal(rt_hash(rt_float(1.5)), 1152921504606846977LL);
  assert_int_equal(rt_hash(rt_bool(true)), 1);
  Ctx c = {rt_undef(), rt_list_new(0), rt_undef()};
  expect_raise(hash_it, &c, RT_EXC_TypeError, "unhashable type: 'list'");
  rt_decref(c.key);
  c.key = rt_dict_new();
  expect_raise(hash_it, &c, RT_EXC_TypeError, "unhashable type: 'dict'");
  rt_decref(c.key);
  c.key = rt_str_from_c("abc"); /* CPython with PYTHONHASHSEED=0 */
  expect_no_raise(hash_it, &c);
  assert_int_equal(c.out.as.i, -4594863902769663758LL);
  rt_decref(c.key);
}

static void set_ops(void *ud) {
  Ctx *c = ud;
  Value items[] = {rt_int(3), rt_int(1), rt_int(2), rt_int(100), rt_int(33)};
  c->out = rt_set_from_items(5, items);
  c->d = rt_repr(c->out);
}

static void test_set_order_is_cpythons(void **state) {
  (void)state;
  Ctx c = {rt_undef(), rt_undef(), rt_undef()};
  expect_no_raise(set_ops, &c);
  assert_string_equal(rt_str_data(c.d), "{1, 2, 3, 100, 33}");
  assert_true(rt_set_contains(c.out, rt_float(100.0)));
  rt_decref(c.d);
  rt_decref(c.out);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_order_replace_delete_iterate),
      cmocka_unit_test(test_hash_values_and_unhashable),
      cmocka_unit_test(test_set_order_is_cpythons),
  };
  return cmocka_run_group_tests_name("dict.c", tests, NULL, NULL);
}
