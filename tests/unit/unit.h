/* unit.h — what every C unit test includes: cmocka, and helpers that run code under rt_pcall
 * and check the exception it raised (kind and exact message). */
#ifndef WEFT_TESTS_UNIT_H
#define WEFT_TESTS_UNIT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "../../vm/base/error.h"
#include "../../vm/obj/objects.h"
#include "../../vm/obj/ops.h"

/* Asserts that fn(ud) raises `kind` with exactly `message`, then clears the exception. */
static inline void expect_raise(void (*fn)(void *ud), void *ud, ExcKind kind,
                                const char *message) {
  assert_int_equal(rt_pcall(fn, ud), 1);
  const Exception *e = rt_error_current();
  assert_non_null(e);
  assert_string_equal(rt_exc_names[e->kind], rt_exc_names[kind]);
  if (e->message) {
    assert_string_equal(e->message, message);
  } else { /* raised as an object (an ImportError with .name): its str() */
    assert_non_null(e->value);
    Value text = rt_to_str(rt_obj(e->value));
    assert_string_equal(rt_str_data(text), message);
    rt_decref(text);
  }
  rt_error_clear();
}

/* Asserts that fn(ud) returns normally. */
static inline void expect_no_raise(void (*fn)(void *ud), void *ud) {
  int raised = rt_pcall(fn, ud);
  if (raised) fail_msg("unexpected %s: %s", rt_exc_names[rt_error_current()->kind],
                       rt_error_current()->message);
  assert_null(rt_error_current());
}

#endif
