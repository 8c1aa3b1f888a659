/* test_error.c — vm/base/error.c: rt_raise/rt_pcall unwinding and nesting, messages, the
 * traceback hook, interrupts and the raising allocators. */
#include <stdint.h>
#include <string.h>

#include "../../vm/obj/objects.h"
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

static void test_kind_hierarchy(void **state) {
  (void)state;
  assert_true(rt_exc_kind_is(RT_EXC_ZeroDivisionError, RT_EXC_ArithmeticError));
  assert_true(rt_exc_kind_is(RT_EXC_KeyError, RT_EXC_Exception));
  assert_true(rt_exc_kind_is(RT_EXC_AxisError, RT_EXC_IndexError));
  assert_true(rt_exc_kind_is(RT_EXC_AxisError, RT_EXC_ValueError));
  assert_true(rt_exc_kind_is(RT_EXC_KeyboardInterrupt, RT_EXC_BaseException));
  assert_false(rt_exc_kind_is(RT_EXC_KeyboardInterrupt, RT_EXC_Exception));
  assert_false(rt_exc_kind_is(RT_EXC_ValueError, RT_EXC_KeyError));
}

static void raise_then_take(void *ud) {
  (void)ud;
  rt_raise(RT_EXC_KeyError, "'k'");
}

static void test_take_moves_the_exception_out(void **state) {
  (void)state;
  assert_int_equal(rt_pcall(raise_then_take, NULL), 1);
  Exception *e = rt_error_take();
  assert_non_null(e);
  assert_null(rt_error_current());
  assert_int_equal(e->kind, RT_EXC_KeyError);
  assert_string_equal(e->message, "'k'");
  assert_null(e->value);
  rt_exception_free(e);
}

/* ---- cleanups ---- */
static int freed[8];
static int nfreed;
static void note_free(void *p) { freed[nfreed++] = *(int *)p; }

typedef struct {
  int a, b, c;
} Three;

/* Registers a, then b and c; pops c normally (not run), then raises while a and b are held. */
static void hold_and_raise(void *ud) {
  Three *t = ud;
  rt_cleanup_push(note_free, &t->a);
  rt_cleanup_push(note_free, &t->b);
  int mark = rt_cleanup_push(note_free, &t->c);
  rt_cleanup_pop(mark, false);
  rt_raise(RT_EXC_ValueError, "held");
}

static void test_raise_runs_the_cleanups_newest_first(void **state) {
  (void)state;
  nfreed = 0;
  Three t = {1, 2, 3};
  expect_raise(hold_and_raise, &t, RT_EXC_ValueError, "held");
  assert_int_equal(nfreed, 2);
  assert_int_equal(freed[0], 2);
  assert_int_equal(freed[1], 1);
}

/* An inner rt_pcall that catches runs only its own cleanups: the outer one's stay registered
 * until the outer function pops them itself. */
static void inner_raise(void *ud) {
  rt_cleanup_push(note_free, ud);
  rt_raise(RT_EXC_IndexError, "inner");
}

static void outer_keeps(void *ud) {
  Three *t = ud;
  int mark = rt_cleanup_push(note_free, &t->a);
  assert_int_equal(rt_pcall(inner_raise, &t->b), 1);
  rt_error_clear();
  assert_int_equal(nfreed, 1);
  assert_int_equal(freed[0], 2);
  rt_cleanup_pop(mark, true);
}

static void test_inner_pcall_runs_only_its_own_cleanups(void **state) {
  (void)state;
  nfreed = 0;
  Three t = {1, 2, 3};
  assert_int_equal(rt_pcall(outer_keeps, &t), 0);
  assert_int_equal(nfreed, 2);
  assert_int_equal(freed[1], 1);
}

/* A registration left behind when the protected function returns is run by rt_pcall. */
static void forget_pop(void *ud) { rt_cleanup_push(note_free, ud); }

static void test_pcall_runs_a_forgotten_registration(void **state) {
  (void)state;
  nfreed = 0;
  int x = 9;
  assert_int_equal(rt_pcall(forget_pop, &x), 0);
  assert_int_equal(nfreed, 1);
  assert_int_equal(freed[0], 9);
}

/* rt_reraise keeps the message and the traceback of the exception being re-raised. */
static void catch_free_reraise(void *ud) {
  (void)ud;
  int v = 5;
  if (rt_pcall(raise_value_error, &v)) rt_reraise();
}

static void test_reraise_keeps_the_exception(void **state) {
  (void)state;
  expect_raise(catch_free_reraise, NULL, RT_EXC_ValueError, "bad value 5");
}

/* A held Value is released by the unwinding: the value in the slot when it unwinds (the slot
 * started as None and was then pointed at the test's string, which gained a reference). */
static void hold_value(void *ud) {
  Value *keep = ud;
  Value slot = rt_none();
  rt_cleanup_push_value(&slot);
  rt_incref(*keep);
  slot = *keep;
  rt_raise(RT_EXC_ValueError, "x");
}

static void test_held_value_is_released(void **state) {
  (void)state;
  Value keep = rt_str_from_c("held");
  expect_raise(hold_value, &keep, RT_EXC_ValueError, "x");
  assert_int_equal(RT_AS(Str, keep)->hdr.refcount, 1);
  rt_decref(keep);
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
      cmocka_unit_test(test_kind_hierarchy),
      cmocka_unit_test(test_take_moves_the_exception_out),
      cmocka_unit_test(test_raise_runs_the_cleanups_newest_first),
      cmocka_unit_test(test_inner_pcall_runs_only_its_own_cleanups),
      cmocka_unit_test(test_pcall_runs_a_forgotten_registration),
      cmocka_unit_test(test_reraise_keeps_the_exception),
      cmocka_unit_test(test_held_value_is_released),
  };
  return cmocka_run_group_tests_name("error.c", tests, NULL, NULL);
}
