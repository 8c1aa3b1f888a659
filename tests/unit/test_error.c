/* test_error.c — vm/base/error.c: rt_raise/rt_pcall unwinding and nesting, messages, the
 * traceback hook, interrupts and the raising allocators. */
#include <stdint.h>
#include <string.h>

#include "unit.h"

static void raise_value_error(void *ud) {
  rt_raise(RT_EXC_ValueError, "bad value %d", *(int *)ud);
}

static void test_raise_is_caught_with_formatted_message(void **state) {
  (void)state;
  int n = 42;
  expect_raise(raise_value_error, &n, RT_EXC_ValueError, "bad value 42");
  assert_null(rt_error_current());
}

static void do_nothing(void *ud) { *(int *)ud = 1; }

static void test_pcall_without_raise_returns_0(void **state) {
  (void)state;
  int ran = 0;
  assert_int_equal(rt_pcall(do_nothing, &ran), 0);
  assert_int_equal(ran, 1);
  assert_null(rt_error_current());
}

typedef struct {
  int inner_result;
  int reached_after_inner;
} Nesting;

/* The inner pcall catches its exception; the outer function then goes on and raises its own,
 * which must land in the outer pcall (the inner one has been popped). */
static void outer(void *ud) {
  Nesting *n = ud;
  int v = 1;
  n->inner_result = rt_pcall(raise_value_error, &v);
  assert_string_equal(rt_error_current()->message, "bad value 1");
  rt_error_clear();
  n->reached_after_inner = 1;
  rt_raise(RT_EXC_IndexError, "list index out of range");
}

static void test_nested_pcall_unwinds_to_the_innermost(void **state) {
  (void)state;
  Nesting n = {0, 0};
  expect_raise(outer, &n, RT_EXC_IndexError, "list index out of range");
  assert_int_equal(n.inner_result, 1);
  assert_int_equal(n.reached_after_inner, 1);
}

static void raise_long(void *ud) { rt_raise(RT_EXC_TypeError, "%s", (const char *)ud); }

static void test_long_message_is_kept_whole(void **state) {
  (void)state;
  char msg[2000];
  memset(msg, 'x', sizeof msg - 1);
  msg[sizeof msg - 1] = '\0';
  msg[1500] = 'y';
  expect_raise(raise_long, msg, RT_EXC_TypeError, msg);
}

static int hook_calls;
static void hook(Exception *exc) {
  hook_calls++;
  rt_exception_add_frame(exc, "prog.py", "<module>", 3, 1, 5);
  rt_exception_add_frame(exc, "prog.py", "f", 7, 5, 9);
}

static void test_traceback_hook_records_frames_in_order(void **state) {
  (void)state;
  hook_calls = 0;
  rt_set_traceback_hook(hook);
  int v = 7;
  assert_int_equal(rt_pcall(raise_value_error, &v), 1);
  rt_set_traceback_hook(NULL);
  const Exception *e = rt_error_current();
  assert_int_equal(hook_calls, 1);
  assert_int_equal(e->ntrace, 2);
  assert_string_equal(e->trace[0].func, "<module>");
  assert_int_equal(e->trace[0].line, 3);
  assert_string_equal(e->trace[1].func, "f");
  assert_int_equal(e->trace[1].col, 5);
  assert_int_equal(e->trace[1].end_col, 9);
  rt_error_clear();
  assert_null(rt_error_current());
}

static void check_interrupt(void *ud) {
  (void)ud;
  rt_check_interrupt();
}

static void test_interrupt_flag_raises_keyboard_interrupt_once(void **state) {
  (void)state;
  rt_interrupted = 0;
  expect_no_raise(check_interrupt, NULL);
  rt_interrupted = 1;
  expect_raise(check_interrupt, NULL, RT_EXC_KeyboardInterrupt, "");
  assert_int_equal(rt_interrupted, 0);
  expect_no_raise(check_interrupt, NULL);
}

static void huge_malloc(void *ud) {
  (void)ud;
  rt_malloc(SIZE_MAX / 2);
}

static void test_failed_allocation_raises_memory_error(void **state) {
  (void)state;
  expect_raise(huge_malloc, NULL, RT_EXC_MemoryError, "");
}

static void test_display_names(void **state) {
  (void)state;
  assert_string_equal(rt_exc_names[RT_EXC_ZeroDivisionError], "ZeroDivisionError");
  assert_string_equal(rt_exc_names[RT_EXC_AxisError], "numpy.AxisError");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_raise_is_caught_with_formatted_message),
      cmocka_unit_test(test_pcall_without_raise_returns_0),
      cmocka_unit_test(test_nested_pcall_unwinds_to_the_innermost),
      cmocka_unit_test(test_long_message_is_kept_whole),
      cmocka_unit_test(test_traceback_hook_records_frames_in_order),
      cmocka_unit_test(test_interrupt_flag_raises_keyboard_interrupt_once),
      cmocka_unit_test(test_failed_allocation_raises_memory_error),
      cmocka_unit_test(test_display_names),
  };
  return cmocka_run_group_tests_name("error.c", tests, NULL, NULL);
}
