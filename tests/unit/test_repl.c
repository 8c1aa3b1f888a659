/* test_repl.c — the REPL's pure helpers: where the history file lives and what counts as a
 * meta command. (The interactive behaviour is tested in a terminal by tests/repl/.) */
#include <stdlib.h>

#include "unit.h"

#include "../../repl/repl.h"

static void test_history_path_follows_home(void **state) {
  (void)state;
  setenv("HOME", "/tmp/some home", 1);
  char *p = repl_history_path();
  assert_string_equal(p, "/tmp/some home/.weft_history");
  free(p);
}

static void test_no_history_without_home(void **state) {
  (void)state;
  unsetenv("HOME");
  assert_null(repl_history_path());
  setenv("HOME", "", 1);
  assert_null(repl_history_path());
}

static void test_meta_commands_start_with_a_colon(void **state) {
  (void)state;
  assert_true(repl_is_meta(":help"));
  assert_true(repl_is_meta(":dis x + 1"));
  assert_false(repl_is_meta("x = {1: 2}"));
  assert_false(repl_is_meta(" :help"));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_history_path_follows_home),
      cmocka_unit_test(test_no_history_without_home),
      cmocka_unit_test(test_meta_commands_start_with_a_colon),
  };
  return cmocka_run_group_tests_name("repl helpers", tests, NULL, NULL);
}
