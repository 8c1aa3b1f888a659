/* test_strbuf.c — vm/base/strbuf.c: growth, printf-style appends, repr/str of values,
 * handing the bytes over as a str object, and freeing a registered buffer on unwinding. */
#include <string.h>

#include "unit.h"

#include "../../vm/obj/objects.h"
#include "../../vm/base/strbuf.h"

static void test_appends_grow_past_the_first_block(void **state) {
  (void)state;
  StrBuf sb;
  rt_sb_init(&sb);
  for (int i = 0; i < 100; i++) rt_sb_putc(&sb, (char)('a' + i % 26));
  rt_sb_puts(&sb, "|end");
  assert_int_equal(sb.len, 104);
  assert_int_equal(strlen(sb.data), 104);
  assert_memory_equal(sb.data, "abcdefghijklmnopqrstuvwxyzabcd", 30);
  assert_string_equal(sb.data + 100, "|end");
  rt_sb_putn(&sb, "xyz", 0);
  assert_int_equal(sb.len, 104);
  rt_sb_free(&sb);
  assert_null(sb.data);
  assert_int_equal(sb.len, 0);
}

static void test_printf_appends_long_output(void **state) {
  (void)state;
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "n=");
  rt_sb_printf(&sb, "%d,%s,%.3f", -12, "s", 2.5);
  assert_string_equal(sb.data, "n=-12,s,2.500");
  char big[3000];
  memset(big, 'q', sizeof big - 1);
  big[sizeof big - 1] = '\0';
  rt_sb_printf(&sb, "[%s]", big);
  assert_int_equal(sb.len, 13 + 3001);
  assert_int_equal(sb.data[sb.len - 1], ']');
  assert_int_equal(sb.data[sb.len], '\0');
  rt_sb_free(&sb);
}

typedef struct {
  StrBuf sb;
  Value v;
} Repr;

static void repr_and_str(void *ud) {
  Repr *r = ud;
  rt_sb_repr(&r->sb, r->v);
  rt_sb_putc(&r->sb, ' ');
  rt_sb_str(&r->sb, r->v);
}

static void check_repr_str(Value v, const char *want) {
  Repr r = {.v = v};
  rt_sb_init(&r.sb);
  expect_no_raise(repr_and_str, &r);
  assert_string_equal(r.sb.data, want);
  rt_sb_free(&r.sb);
}

static void test_repr_and_str_of_values(void **state) {
  (void)state;
  check_repr_str(rt_float(0.1), "0.1 0.1");
  check_repr_str(rt_int(-5), "-5 -5");
  check_repr_str(rt_none(), "None None");
  check_repr_str(rt_bool(true), "True True");
  Value s = rt_str_from_c("it's");
  check_repr_str(s, "\"it's\" it's");
  rt_decref(s);
}

static void to_str(void *ud) {
  StrBuf *sb = ud;
  Value s = rt_sb_to_str(sb);
  assert_int_equal(RT_AS(Str, s)->nbytes, 5);
  assert_int_equal(RT_AS(Str, s)->nchars, 4); /* "é" is two bytes, one character */
  assert_string_equal(rt_str_data(s), "caf\xc3\xa9");
  rt_decref(s);
}

static void test_to_str_takes_the_bytes(void **state) {
  (void)state;
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "caf\xc3\xa9");
  expect_no_raise(to_str, &sb);
  assert_null(sb.data);
}

/* Registers the buffer, fills it, then raises: the unwinding must free it. */
static void fill_then_raise(void *ud) {
  StrBuf *sb = ud;
  rt_sb_init(sb);
  rt_sb_cleanup_push(sb);
  rt_sb_printf(sb, "%0200d", 7);
  assert_non_null(sb->data);
  rt_raise(RT_EXC_ValueError, "no room for %zu bytes", sb->len);
}

static void test_cleanup_frees_the_buffer_when_unwinding(void **state) {
  (void)state;
  StrBuf sb;
  expect_raise(fill_then_raise, &sb, RT_EXC_ValueError, "no room for 200 bytes");
  assert_null(sb.data);
  assert_int_equal(sb.cap, 0);
}

/* The normal path: the registration is dropped once the bytes are handed on as a str. */
static void fill_then_hand_on(void *ud) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "kept");
  Value s = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, false);
  *(Value *)ud = s;
}

static void test_cleanup_pop_keeps_what_was_handed_on(void **state) {
  (void)state;
  Value s = rt_undef();
  expect_no_raise(fill_then_hand_on, &s);
  assert_string_equal(rt_str_data(s), "kept");
  rt_decref(s);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_appends_grow_past_the_first_block),
      cmocka_unit_test(test_printf_appends_long_output),
      cmocka_unit_test(test_repr_and_str_of_values),
      cmocka_unit_test(test_to_str_takes_the_bytes),
      cmocka_unit_test(test_cleanup_frees_the_buffer_when_unwinding),
      cmocka_unit_test(test_cleanup_pop_keeps_what_was_handed_on),
  };
  return cmocka_run_group_tests_name("strbuf.c", tests, NULL, NULL);
}
