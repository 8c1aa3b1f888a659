/* test_frame.c — repl/frame.c, the frames of `weft --serve` (repl/serve.h): a frame written to
 * a pipe reads back with its kind and fields (empty fields and bytes past a NUL included), the
 * bytes on the wire are the documented layout, and a truncated or inconsistent frame is
 * refused rather than read past its end. */
#include <string.h>
#include <unistd.h>

#include "unit.h"

#include "../../repl/serve.h"

static void test_round_trip(void **state) {
  (void)state;
  int p[2];
  assert_int_equal(pipe(p), 0);
  const char *fields[] = {"Cell In[1]", "", "a\0b"};
  size_t lens[] = {10, 0, 3};
  assert_true(serve_write_frame(p[1], SERVE_EXECUTE, 3, fields, lens));
  ServeFrame f;
  assert_true(serve_read_frame(p[0], &f));
  assert_int_equal(f.kind, 'x');
  assert_int_equal(f.nfields, 3);
  assert_string_equal(f.fields[0], "Cell In[1]");
  assert_int_equal(f.lens[1], 0);
  assert_int_equal(f.lens[2], 3);
  assert_memory_equal(f.fields[2], "a\0b", 3);
  serve_frame_free(&f);
  close(p[1]);
  assert_false(serve_read_frame(p[0], &f)); /* end of input */
  close(p[0]);
}

static void test_wire_layout(void **state) {
  (void)state;
  int p[2];
  assert_int_equal(pipe(p), 0);
  const char *field = "ok";
  size_t len = 2;
  assert_true(serve_write_frame(p[1], SERVE_REPLY, 1, &field, &len));
  unsigned char buf[16];
  assert_int_equal(read(p[0], buf, sizeof buf), 11);
  const unsigned char want[] = {0, 0, 0, 7, 'r', 0, 0, 0, 2, 'o', 'k'};
  assert_memory_equal(buf, want, sizeof want);
  close(p[0]);
  close(p[1]);
}

/* A body whose field length runs past the frame's end, then a frame cut short by EOF. */
static void test_malformed_frames_are_refused(void **state) {
  (void)state;
  int p[2];
  assert_int_equal(pipe(p), 0);
  const unsigned char bad[] = {0, 0, 0, 6, 'k', 0, 0, 0, 9, 'x'};
  assert_int_equal(write(p[1], bad, sizeof bad), (ssize_t)sizeof bad);
  ServeFrame f;
  assert_false(serve_read_frame(p[0], &f));
  assert_int_equal(f.nfields, 0);
  const unsigned char cut[] = {0, 0, 0, 9, 'k'};
  assert_int_equal(write(p[1], cut, sizeof cut), (ssize_t)sizeof cut);
  close(p[1]);
  assert_false(serve_read_frame(p[0], &f));
  close(p[0]);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_round_trip),
      cmocka_unit_test(test_wire_layout),
      cmocka_unit_test(test_malformed_frames_are_refused),
  };
  return cmocka_run_group_tests_name("frame.c", tests, NULL, NULL);
}
