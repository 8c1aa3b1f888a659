/* test_native.c — vm/obj/native.c: rt_parse_args and rt_check_nargs with Python's messages,
 * native function objects, and module attribute tables. */
#include <stdio.h>
#include <string.h>

#include "unit.h"

#include "../../vm/obj/native.h"
#include "../../vm/obj/objects.h"
#include "../../vm/obj/ops.h"

static const char *const PARAMS[] = {"shape", "dtype", "order"};

typedef struct {
  int argc;
  Value argv[4];
  Kwargs kw;
  Value out[3];
} Call;

static void parse(void *ud) {
  Call *c = ud;
  rt_parse_args("zeros", c->argc, c->argv, c->kw.n ? &c->kw : NULL, 3, PARAMS, 1, c->out);
}

static void test_positionals_and_keywords_are_mapped(void **state) {
  (void)state;
  const char *names[] = {"order"};
  Value values[] = {rt_int(9)};
  Call c = {.argc = 1, .argv = {rt_int(5)}, .kw = {1, names, values}};
  expect_no_raise(parse, &c);
  assert_int_equal(c.out[0].as.i, 5);
  assert_true(rt_is_undef(c.out[1]));
  assert_int_equal(c.out[2].as.i, 9);
}

static void test_missing_required_argument(void **state) {
  (void)state;
  const char *names[] = {"dtype"};
  Value values[] = {rt_int(1)};
  Call c = {.argc = 0, .kw = {1, names, values}};
  expect_raise(parse, &c, RT_EXC_TypeError, "zeros() missing required argument 'shape' (pos 1)");
}

static void test_too_many_positionals(void **state) {
  (void)state;
  Call c = {.argc = 4, .argv = {rt_int(1), rt_int(2), rt_int(3), rt_int(4)}};
  expect_raise(parse, &c, RT_EXC_TypeError,
               "zeros() takes at most 3 positional arguments (4 given)");
}

static void test_unexpected_keyword(void **state) {
  (void)state;
  const char *names[] = {"like"};
  Value values[] = {rt_int(1)};
  Call c = {.argc = 1, .argv = {rt_int(1)}, .kw = {1, names, values}};
  expect_raise(parse, &c, RT_EXC_TypeError, "zeros() got an unexpected keyword argument 'like'");
}

static void test_multiple_values(void **state) {
  (void)state;
  const char *names[] = {"shape"};
  Value values[] = {rt_int(1)};
  Call c = {.argc = 1, .argv = {rt_int(1)}, .kw = {1, names, values}};
  expect_raise(parse, &c, RT_EXC_TypeError, "zeros() got multiple values for argument 'shape'");
}

typedef struct {
  int argc, min, max;
  bool with_kw;
} Nargs;

static void check_nargs(void *ud) {
  Nargs *n = ud;
  const char *names[] = {"x"};
  Value values[] = {rt_int(0)};
  Kwargs kw = {1, names, values};
  rt_check_nargs("f", n->argc, n->with_kw ? &kw : NULL, n->min, n->max);
}

static void test_check_nargs_messages(void **state) {
  (void)state;
  Nargs exact = {2, 1, 1, false}, few = {0, 1, 3, false}, many = {4, 1, 3, false};
  Nargs kw = {1, 1, 1, true}, ok = {2, 1, 3, false};
  expect_raise(check_nargs, &exact, RT_EXC_TypeError, "f() takes exactly 1 argument (2 given)");
  expect_raise(check_nargs, &few, RT_EXC_TypeError, "f expected at least 1 argument, got 0");
  expect_raise(check_nargs, &many, RT_EXC_TypeError, "f expected at most 3 arguments, got 4");
  expect_raise(check_nargs, &kw, RT_EXC_TypeError, "f() takes no keyword arguments");
  expect_no_raise(check_nargs, &ok);
}

static Value return_argc(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  (void)argv;
  (void)kw;
  return rt_int(argc);
}

typedef struct {
  Value in, out;
} Pair;

static void call_it(void *ud) {
  Pair *p = ud;
  Value args[2] = {rt_int(1), rt_int(2)};
  p->out = rt_call(p->in, 2, args, NULL);
}

static void repr_it(void *ud) {
  Pair *p = ud;
  p->out = rt_repr(p->in);
}

static void test_native_function_call_and_repr(void **state) {
  (void)state;
  Pair p = {.in = rt_native_new("count", return_argc)};
  expect_no_raise(call_it, &p);
  assert_int_equal(p.out.as.i, 2);
  expect_no_raise(repr_it, &p);
  assert_string_equal(rt_str_data(p.out), "<built-in function count>");
  rt_decref(p.out);
  rt_decref(p.in);
}

static void fill_module(void *ud) {
  Value m = *(Value *)ud;
  for (int i = 0; i < 200; i++) {
    char name[16];
    snprintf(name, sizeof name, "a%d", i);
    rt_module_set(m, name, rt_int(i));
  }
  rt_module_set(m, "a7", rt_int(-7)); /* overwrites */
}

static void test_module_table_grows_and_overwrites(void **state) {
  (void)state;
  Value m = rt_module_new("mod");
  Pair p;
  expect_no_raise(fill_module, &m);
  assert_int_equal(RT_AS(Module, m)->count, 200);
  for (int i = 0; i < 200; i++) {
    char name[16];
    snprintf(name, sizeof name, "a%d", i);
    assert_int_equal(rt_module_lookup(m, name).as.i, i == 7 ? -7 : i);
  }
  assert_true(rt_is_undef(rt_module_lookup(m, "a200")));
  p.in = m;
  expect_no_raise(repr_it, &p);
  assert_string_equal(rt_str_data(p.out), "<module 'mod'>");
  rt_decref(p.out);
  rt_decref(m);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_positionals_and_keywords_are_mapped),
      cmocka_unit_test(test_missing_required_argument),
      cmocka_unit_test(test_too_many_positionals),
      cmocka_unit_test(test_unexpected_keyword),
      cmocka_unit_test(test_multiple_values),
      cmocka_unit_test(test_check_nargs_messages),
      cmocka_unit_test(test_native_function_call_and_repr),
      cmocka_unit_test(test_module_table_grows_and_overwrites),
  };
  return cmocka_run_group_tests_name("native.c", tests, NULL, NULL);
}
