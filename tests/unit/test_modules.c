/* test_modules.c — vm/obj/modules.c: the import registry (modules built once, unknown names raise
 * ModuleNotFoundError) and the builtins lookup. */
#include "unit.h"

#include "../../repl/setup.h"
#include "../../vm/obj/native.h"

typedef struct {
  const char *name;
  Value module;
} Import;

static void import(void *ud) {
  Import *i = ud;
  i->module = rt_import(i->name);
}

static void test_unknown_module_raises_module_not_found(void **state) {
  (void)state;
  Import i = {"pandas", {0}};
  expect_raise(import, &i, RT_EXC_ModuleNotFoundError, "No module named 'pandas'");
  Import dotted = {"numpy.linalg.nope", {0}}; /* numpy.linalg is a package */
  expect_raise(import, &dotted, RT_EXC_ModuleNotFoundError,
               "No module named 'numpy.linalg.nope'");
  Import root = {"sklearn.linear_model", {0}}; /* the first missing package is named */
  expect_raise(import, &root, RT_EXC_ModuleNotFoundError, "No module named 'sklearn'");
  Import sub = {"math.special", {0}};
  expect_raise(import, &sub, RT_EXC_ModuleNotFoundError,
               "No module named 'math.special'; 'math' is not a package");
}

static void test_module_is_built_once(void **state) {
  (void)state;
  Import a = {"math", {0}}, b = {"math", {0}};
  expect_no_raise(import, &a);
  expect_no_raise(import, &b);
  assert_ptr_equal(a.module.as.o, b.module.as.o);
  assert_false(rt_is_undef(rt_module_lookup(a.module, "sqrt")));
  rt_decref(a.module);
  rt_decref(b.module);
}

static void test_dotted_module_is_its_own_entry(void **state) {
  (void)state;
  Import np = {"numpy", {0}}, rnd = {"numpy.random", {0}};
  expect_no_raise(import, &np);
  expect_no_raise(import, &rnd);
  assert_ptr_not_equal(np.module.as.o, rnd.module.as.o);
  assert_false(rt_is_undef(rt_module_lookup(rnd.module, "seed")));
  rt_decref(np.module);
  rt_decref(rnd.module);
}

static void lookup_builtins(void *ud) {
  Value *out = ud;
  out[0] = rt_builtin_lookup("print");
  out[1] = rt_builtin_lookup("no_such_builtin");
}

static void test_builtin_lookup(void **state) {
  (void)state;
  Value out[2];
  expect_no_raise(lookup_builtins, out);
  assert_false(rt_is_undef(out[0]));
  assert_true(rt_is_undef(out[1]));
}

int main(void) {
  repl_setup(); /* the libraries register their modules */
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_unknown_module_raises_module_not_found),
      cmocka_unit_test(test_module_is_built_once),
      cmocka_unit_test(test_dotted_module_is_its_own_entry),
      cmocka_unit_test(test_builtin_lookup),
  };
  return cmocka_run_group_tests_name("modules.c", tests, NULL, NULL);
}
