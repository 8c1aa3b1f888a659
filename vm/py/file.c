/* file.c — open() and text file objects (CPython's _io.TextIOWrapper for the text modes):
 * read, readline, readlines, write, writelines, close, closed, seek/tell, iteration by lines,
 * and the context manager protocol. Text is UTF-8, or any codec str.encode knows (setup_codec:
 * no '+' mode then); reading translates "\r\n" and "\r" to "\n"
 * (universal newlines, CPython's default); sizes count characters, as in Python. The same
 * objects stand for sys.stdin, sys.stdout and sys.stderr (py_std_stream): their writes go
 * through Weft's buffered stdout (base/io.h) so that they keep their order with print(). */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../base/io.h"
#include "../base/strbuf.h"
#include "../obj/buffer.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"
#include "stdout_codec.h"

typedef struct File {
  Obj hdr;
  FILE *fp;     /* NULL once closed */
  Value name;   /* the path as given (a str) */
  char mode[8]; /* as given to open() */
  Value encoding; /* as given to open(), or "UTF-8" */
  bool readable, writable;
  bool binary; /* 'b' in the mode: reads give bytes, writes take bytes-like objects */
  int std; /* -1: a file open() opened; 0, 1, 2: the standard stream (never fclose'd) */
  /* open()'s newline: 0 for None (universal newlines, read as "\n"); '' for "" (lines end at
   * "\n", "\r" or "\r\n", kept as they are); 'n' for "\n" (only "\n" ends a line) */
  char newline;
  /* a standard stream's binary stream under it (sys.stdout.buffer), made when first asked
   * for; RT_UNDEF until then and for other files */
  Value buffer;
  /* An encoding other than UTF-8 (text files open() made): writes encode each str with
   * `wenc` (UTF-16/32 with an explicit byte order, the BOM written once before the first
   * write: bom, nbom); the first read decodes the rest of the file into a temporary UTF-8
   * file that the reads then go through. errors: open()'s (RT_UNDEF: strict). */
  bool coded, decoded;
  Value wenc, errors;
  char bom[4];
  int nbom;
} File;

static void file_free(Obj *o) {
  File *f = (File *)o;
  if (f->fp && f->std < 0) fclose(f->fp);
  rt_decref(f->name);
  rt_decref(f->encoding);
  rt_decref(f->buffer);
  rt_decref(f->wenc);
  rt_decref(f->errors);
  free(f);
}

/* The class CPython's open() gives for the mode. */
static const char *file_type_name(Value self) {
  File *f = RT_AS(File, self);
  if (!f->binary) return "_io.TextIOWrapper";
  return f->readable && f->writable ? "_io.BufferedRandom"
         : f->readable              ? "_io.BufferedReader"
                                    : "_io.BufferedWriter";
}

static Value file_repr(Value self) {
  File *f = RT_AS(File, self);
  Value n = rt_repr(f->name);
  int mark = rt_cleanup_push_value(&n);
  Value r = f->binary ? rt_str_printf("<%s name=%s>", file_type_name(self), rt_str_data(n))
                      : rt_str_printf("<_io.TextIOWrapper name=%s mode='%s' encoding='%s'>", rt_str_data(n), f->mode,
                          rt_str_data(f->encoding));
  rt_cleanup_pop(mark, true);
  return r;
}

static File *check_open(Value self) {
  File *f = RT_AS(File, self);
  if (!f->fp) rt_raise(RT_EXC_ValueError, "I/O operation on closed file.");
  return f;
}

/* check_open for the methods CPython's buffer answers itself (readable, writable, isatty,
 * fileno): its message has no full stop. */
static File *check_open_buffer(Value self) {
  File *f = RT_AS(File, self);
  if (!f->fp) rt_raise(RT_EXC_ValueError, "I/O operation on closed file");
  return f;
}

static FILE *reading(Value self) {
  File *f = check_open(self);
  if (!f->readable) rt_raise(RT_EXC_UnsupportedOperation, "not readable");
  return f->fp;
}

static FILE *writing(Value self) {
  File *f = check_open(self);
  if (!f->writable) rt_raise(RT_EXC_UnsupportedOperation, "not writable");
  return f->fp;
}

/* ---- reading ---- */

/* Append one character (a whole UTF-8 sequence, "\r\n" and "\r" read as "\n" unless
 * `newline` keeps them: File.newline); false at the end of the file. */
static bool read_char(FILE *fp, StrBuf *sb, char newline) {
  int c = getc(fp);
  if (c == EOF) return false;
  if (c == '\r' && newline) { /* "\r\n" comes whole, so that a line keeps both */
    int d = getc(fp);
    rt_sb_putc(sb, '\r');
    if (d == '\n') rt_sb_putc(sb, '\n');
    else if (d != EOF) ungetc(d, fp);
    return true;
  }
  if (c == '\r') {
    int d = getc(fp);
    if (d != '\n' && d != EOF) ungetc(d, fp);
    rt_sb_putc(sb, '\n');
    return true;
  }
  rt_sb_putc(sb, (char)c);
  int more = (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : 0;
  for (int k = 0; k < more; k++) {
    int d = getc(fp);
    if (d == EOF) break;
    if ((d & 0xC0) != 0x80) {
      ungetc(d, fp);
      break;
    }
    rt_sb_putc(sb, (char)d);
  }
  return true;
}

/* Up to n characters (n < 0: all), stopping after a newline when `line`. */
static Value read_text(FILE *fp, int64_t n, bool line, char newline) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t k = 0; n < 0 || k < n; k++) {
    if (!read_char(fp, &sb, newline)) break;
    char last = sb.data[sb.len - 1];
    if (line && (last == '\n' || (last == '\r' && newline == '\''))) break;
  }
  rt_cleanup_pop(mark, false);
  if (!sb.data) rt_sb_putn(&sb, "", 0);
  return rt_sb_to_str(&sb);
}

/* Binary reads: up to n bytes (n < 0: all), stopping after b'\n' when `line`. */
static Value read_bytes(FILE *fp, int64_t n, bool line) {
  Value r = rt_bytes_new(&rt_bytes_type, NULL, 0);
  int mark = rt_cleanup_push_value(&r);
  Bytes *b = RT_AS(Bytes, r);
  for (int64_t k = 0; n < 0 || k < n; k++) {
    int c = getc(fp);
    if (c == EOF) break;
    uint8_t byte = (uint8_t)c;
    rt_bytes_append(b, &byte, 1);
    if (line && c == '\n') break;
  }
  rt_cleanup_pop(mark, false);
  return r;
}

/* The rest of coded file f decoded (UnicodeDecodeError as CPython's, positions from where the
 * reading began) into a temporary UTF-8 file that replaces f's stream. */
static void decode_rest(File *f) {
  Value raw = read_bytes(f->fp, -1, false);
  int mark = rt_cleanup_push_value(&raw);
  Value text = rt_bytes_decode(raw, f->encoding, f->errors);
  rt_cleanup_push_value(&text);
  FILE *tmp = tmpfile();
  if (!tmp) rt_raise_os_error(errno, rt_undef());
  size_t n = (size_t)RT_AS(Str, text)->nbytes;
  if (n && fwrite(rt_str_data(text), 1, n, tmp) != n) {
    int err = errno;
    fclose(tmp);
    rt_raise_os_error(err, rt_undef());
  }
  rewind(tmp);
  if (f->std < 0) fclose(f->fp);
  f->fp = tmp;
  f->decoded = true;
  rt_cleanup_pop(mark, true);
}

static Value read_any(Value self, int64_t n, bool line) {
  FILE *fp = reading(self);
  File *f = RT_AS(File, self);
  if (f->coded && !f->decoded && !f->binary) {
    decode_rest(f);
    fp = f->fp;
  }
  return f->binary ? read_bytes(fp, n, line) : read_text(fp, n, line, f->newline);
}

static int64_t size_arg(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args(fname, argc, kw, 0, 1, RT_ARGS_CLINIC);
  if (argc == 0 || rt_is_none(argv[0])) return -1;
  if (argv[0].tag != RT_INT && argv[0].tag != RT_BOOL) {
    rt_raise(RT_EXC_TypeError, "argument should be integer or None, not '%s'", rt_type_name(argv[0]));
  }
  return rt_to_index(argv[0], "size");
}

static Value f_read(Value self, int argc, const Value *argv, const Kwargs *kw) {
  int64_t n = size_arg("read", argc, argv, kw);
  return read_any(self, n, false);
}

static Value f_readline(Value self, int argc, const Value *argv, const Kwargs *kw) {
  int64_t n = size_arg("readline", argc, argv, kw);
  return read_any(self, n, true);
}

static Value f_readlines(Value self, int argc, const Value *argv, const Kwargs *kw) {
  int64_t hint = size_arg("readlines", argc, argv, kw);
  reading(self);
  Value list = rt_list_new(0);
  int mark = rt_cleanup_push_value(&list);
  int64_t total = 0;
  for (;;) {
    Value line = read_any(self, -1, true);
    int64_t n = rt_len(line);
    if (n == 0) {
      rt_decref(line);
      break;
    }
    rt_list_append(list, line);
    rt_decref(line);
    total += n;
    if (hint > 0 && total >= hint) break;
  }
  rt_cleanup_pop(mark, false);
  return list;
}

static bool file_next(Value self, Value *out) {
  Value line = read_any(self, -1, true);
  if (rt_len(line) == 0) {
    rt_decref(line);
    return false;
  }
  *out = line;
  return true;
}

static Value file_iter(Value self) {
  check_open(self);
  rt_incref(self);
  return self;
}

/* ---- writing ---- */

/* Standard output's encoding when reconfigure() made it other than UTF-8 (per VM, as the
 * stream is the program's). enc RT_UNDEF: UTF-8; errors RT_UNDEF: strict. */
typedef struct StdoutCodec {
  Value enc, errors;
} StdoutCodec;

static void stdout_codec_fini(void *p) {
  StdoutCodec *c = p;
  rt_decref(c->enc);
  rt_decref(c->errors);
}

static RtStateKey stdout_codec_key = {"stdout encoding", sizeof(StdoutCodec), NULL, stdout_codec_fini, 0};
static StdoutCodec *stdout_codec(void) { return rt_runtime_state(&stdout_codec_key); }

bool py_stdout_coded(void) {
  StdoutCodec *c = stdout_codec();
  return !rt_is_undef(c->enc) || !rt_is_undef(c->errors);
}

void py_stdout_text(const char *s, size_t n) {
  StdoutCodec *c = stdout_codec();
  if (rt_is_undef(c->enc) && rt_is_undef(c->errors)) {
    rt_stdout_write(s, n);
    return;
  }
  Value text = rt_str_new(s, n), b = rt_undef();
  int mark = rt_cleanup_push_value(&text);
  rt_cleanup_push_value(&b);
  Value ea[2] = {rt_is_undef(c->enc) ? rt_str_from_c("utf-8") : (rt_incref(c->enc), c->enc), c->errors};
  rt_cleanup_push_value(&ea[0]);
  b = rt_str_encode(text, rt_is_undef(c->errors) ? 1 : 2, ea, NULL);
  rt_stdout_write((const char *)RT_AS(Bytes, b)->data, (size_t)RT_AS(Bytes, b)->n);
  rt_cleanup_pop(mark, true);
}

/* Write s (str, or in binary mode anything with a buffer); the count write() returns. */
static int64_t write_str(Value self, Value s) {
  if (RT_AS(File, self)->binary) {
    int64_t len;
    const char *data = rt_buffer_of(s, &len); /* bytes, bytearray, ctypes data */
    if (!data) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(s));
    FILE *fp = writing(self);
    size_t n = (size_t)len;
    int std = RT_AS(File, self)->std;
    if (std == 1) { /* sys.stdout.buffer: in order with what print() wrote */
      rt_stdout_write(data, n);
      return len;
    }
    if (std == 2) rt_stdout_flush();
    if (n && fwrite(data, 1, n, fp) != n) rt_raise_os_error(errno, rt_undef());
    return len;
  }
  if (!rt_is_str(s)) rt_raise(RT_EXC_TypeError, "write() argument must be str, not %s", rt_type_name(s));
  FILE *fp = writing(self);
  File *f = RT_AS(File, self);
  if (f->coded) { /* encoded first: an error leaves the file as it was */
    Value ea[2] = {f->wenc, f->errors};
    Value b = rt_str_encode(s, rt_is_undef(f->errors) ? 1 : 2, ea, NULL);
    int mark = rt_cleanup_push_value(&b);
    size_t nb = (size_t)RT_AS(Bytes, b)->n;
    if (f->nbom && fwrite(f->bom, 1, (size_t)f->nbom, fp) != (size_t)f->nbom) rt_raise_os_error(errno, rt_undef());
    f->nbom = 0;
    if (nb && fwrite(RT_AS(Bytes, b)->data, 1, nb, fp) != nb) rt_raise_os_error(errno, rt_undef());
    rt_cleanup_pop(mark, true);
    return RT_AS(Str, s)->nchars;
  }
  size_t n = (size_t)RT_AS(Str, s)->nbytes;
  int std = RT_AS(File, self)->std;
  if (std == 1) {
    py_stdout_text(rt_str_data(s), n);
    return RT_AS(Str, s)->nchars;
  }
  if (std == 2) rt_stdout_flush(); /* what went to stdout first comes first */
  if (n && fwrite(rt_str_data(s), 1, n, fp) != n) rt_raise_os_error(errno, rt_undef());
  return RT_AS(Str, s)->nchars;
}

static Value f_write(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("write", argc, kw, 1, 1, RT_ARGS_ONE);
  return rt_int(write_str(self, argv[0]));
}

static Value f_writelines(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("writelines", argc, kw, 1, 1, RT_ARGS_ONE);
  check_open(self);
  Value it = rt_iter(argv[0]);
  int mark = rt_cleanup_push_value(&it);
  Value line = rt_undef();
  rt_cleanup_push_value(&line);
  while (rt_next(it, &line)) {
    write_str(self, line);
    rt_decref(line);
    line = rt_undef();
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* ---- the rest ---- */

static Value f_close(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("close", argc, kw, 0, 0, RT_ARGS_NONE);
  File *f = RT_AS(File, self);
  if (f->fp) {
    FILE *fp = f->fp;
    f->fp = NULL;
    if (f->std == 1) rt_stdout_flush();
    if (f->std < 0 && fclose(fp) != 0) rt_raise_os_error(errno, rt_undef());
  }
  return rt_none();
}

static Value f_flush(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("flush", argc, kw, 0, 0, RT_ARGS_NONE);
  if (check_open(self)->std == 1) rt_stdout_flush();
  fflush(check_open(self)->fp);
  return rt_none();
}

static Value f_enter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("__enter__", argc, kw, 0, 0, RT_ARGS_NONE);
  check_open(self);
  rt_incref(self);
  return self;
}

static Value f_exit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc;
  (void)kw;
  return f_close(self, 0, argv, NULL);
}

static Value f_readable(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("readable", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_bool(check_open_buffer(self)->readable);
}

static Value f_writable(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("writable", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_bool(check_open_buffer(self)->writable);
}

static Value f_isatty(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("isatty", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_bool(isatty(fileno(check_open_buffer(self)->fp)) == 1);
}

static Value f_fileno(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("fileno", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_int(fileno(check_open_buffer(self)->fp));
}

static Value f_tell(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("tell", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_int((int64_t)ftell(check_open(self)->fp));
}

static Value f_seek(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("seek", argc, kw, 1, 2, RT_ARGS_CLINIC);
  File *f = check_open(self);
  FILE *fp = f->fp;
  int64_t off = rt_to_index(argv[0], "offset");
  int64_t whence = argc == 2 ? rt_to_index(argv[1], "whence") : 0;
  if ((whence < 0 || whence > 2) && f->binary) rt_raise(RT_EXC_ValueError, "whence value %lld unsupported", (long long)whence);
  if (whence < 0 || whence > 2) {
    rt_raise(RT_EXC_ValueError, "invalid whence (%lld, should be 0, 1 or 2)", (long long)whence);
  }
  /* a text file seeks only to a tell() cookie or an end; a binary one anywhere */
  if (!f->binary && whence != 0 && off != 0) {
    rt_raise(RT_EXC_UnsupportedOperation, "can't do nonzero %s-relative seeks", whence == 1 ? "cur" : "end");
  }
  if (!f->binary && off < 0) rt_raise(RT_EXC_ValueError, "negative seek position %lld", (long long)off);
  if (fseek(fp, (long)off, whence == 2 ? SEEK_END : whence == 1 ? SEEK_CUR : SEEK_SET) != 0) {
    rt_raise_os_error(errno, rt_undef());
  }
  return rt_int((int64_t)ftell(fp));
}

static void check_encoding(Value enc);
static bool names_utf8(Value enc);

/* reconfigure(*, encoding, errors, newline, line_buffering, write_through): stdout takes any
 * encoding and errors handler (py_stdout_text); stderr and stdin stay UTF-8. */
static Value f_reconfigure(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  static const char *const names[] = {"encoding", "errors", "newline", "line_buffering", "write_through"};
  if (argc > 0) rt_raise(RT_EXC_TypeError, "reconfigure() takes no positional arguments");
  for (int k = 0; kw && k < kw->n; k++) {
    bool known = false;
    for (int j = 0; j < 5; j++) known = known || strcmp(kw->names[k], names[j]) == 0;
    if (!known) rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for reconfigure()", kw->names[k]);
  }
  Value a[5];
  rt_parse_args("reconfigure", 0, NULL, kw, 5, names, 0, a);
  File *f = check_open(self);
  Value enc = a[0];
  if (!rt_is_undef(enc) && !rt_is_none(enc)) {
    if (!rt_is_str(enc)) rt_raise(RT_EXC_TypeError, "bad argument type for built-in operation");
    check_encoding(enc);
    if (!names_utf8(enc) && f->std != 1) { /* stderr and stdin are Weft's own UTF-8 streams */
      rt_raise(RT_EXC_ValueError, "encoding '%s' is not supported in Weft (the standard streams are UTF-8)",
               rt_str_data(enc));
    }
  }
  Value err = a[1];
  if (!rt_is_undef(err) && !rt_is_none(err) && !rt_is_str(err)) {
    rt_raise(RT_EXC_TypeError, "reconfigure() argument 'errors' must be str or None, not %s", rt_type_name(err));
  }
  if (f->std == 1 && ((!rt_is_undef(enc) && !rt_is_none(enc)) || rt_is_str(err))) {
    StdoutCodec *c = stdout_codec();
    rt_stdout_flush(); /* what was printed before keeps its encoding */
    if (!rt_is_undef(enc) && !rt_is_none(enc)) {
      rt_decref(c->enc);
      c->enc = names_utf8(enc) ? rt_undef() : (rt_incref(enc), enc);
      rt_decref(f->encoding);
      f->encoding = (rt_incref(enc), enc);
    }
    if (rt_is_str(err)) {
      rt_decref(c->errors);
      c->errors = (rt_incref(err), err);
      rt_decref(f->errors);
      f->errors = (rt_incref(err), err);
    }
  }
  if (f->std == 1 && !rt_is_undef(a[3]) && !rt_is_none(a[3])) rt_stdout_set_line_buffered(rt_truthy(a[3]));
  return rt_none();
}

static const struct {
  const char *name;
  NativeFn fn;
} methods[] = {
    {"reconfigure", f_reconfigure},
    {"read", f_read},         {"readline", f_readline}, {"readlines", f_readlines},
    {"write", f_write},       {"writelines", f_writelines}, {"close", f_close},
    {"flush", f_flush},       {"__enter__", f_enter},   {"__exit__", f_exit},
    {"readable", f_readable}, {"writable", f_writable}, {"tell", f_tell},
    {"seek", f_seek},         {"isatty", f_isatty},     {"fileno", f_fileno},
};

/* The binary stream under standard stream f: the same FILE, read and written as bytes. */
static Value std_buffer(File *f) {
  if (rt_is_undef(f->buffer)) {
    File *b = rt_calloc(1, sizeof *b);
    rt_obj_init(&b->hdr, f->hdr.type);
    b->fp = f->fp;
    b->std = f->std;
    b->name = (rt_incref(f->name), f->name);
    b->encoding = rt_none();
    b->buffer = b->wenc = b->errors = rt_undef();
    b->readable = f->readable;
    b->writable = f->writable;
    b->binary = true;
    snprintf(b->mode, sizeof b->mode, "%s", f->std == 0 ? "rb" : "wb");
    f->buffer = rt_obj(b);
  }
  return (rt_incref(f->buffer), f->buffer);
}

static Value file_getattr(Value self, const char *name) {
  File *f = RT_AS(File, self);
  if (f->binary && strcmp(name, "reconfigure") == 0) return rt_undef(); /* a text file's only */
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
    if (strcmp(methods[k].name, name) == 0) return rt_native_bind(methods[k].name, methods[k].fn, self);
  }
  if (strcmp(name, "closed") == 0) return rt_bool(f->fp == NULL);
  if (strcmp(name, "name") == 0) {
    rt_incref(f->name);
    return f->name;
  }
  if (strcmp(name, "mode") == 0) return rt_str_from_c(f->mode);
  if (f->binary && (strcmp(name, "encoding") == 0 || strcmp(name, "errors") == 0)) return rt_undef();
  if (strcmp(name, "encoding") == 0) {
    rt_incref(f->encoding);
    return f->encoding;
  }
  if (strcmp(name, "errors") == 0) return rt_is_undef(f->errors) ? rt_str_from_c("strict") : (rt_incref(f->errors), f->errors);
  if (strcmp(name, "buffer") == 0 && f->std >= 0 && !f->binary) return std_buffer(f);
  return rt_undef();
}

static const ObjType file_type = {
    .name = "_io.TextIOWrapper",
    .free = file_free,
    .repr = file_repr,
    .getattr = file_getattr,
    .iter = file_iter,
    .next = file_next,
    .type_name = file_type_name,
};

/* ---- open() ---- */

/* CPython's mode rules: one of r w a x, at most one of t b, an optional +, no repeats. */
static void parse_mode(Value mode, File *f, char *cmode) {
  const char *m = rt_str_data(mode);
  int rwax = 0, plus = 0, t = 0, b = 0;
  for (const char *p = m; *p; p++) {
    switch (*p) {
      case 'r': case 'w': case 'a': case 'x': rwax++; break;
      case '+': plus++; break;
      case 't': t++; break;
      case 'b': b++; break;
      default: rt_raise(RT_EXC_ValueError, "invalid mode: '%s'", m);
    }
    if (strchr(p + 1, *p)) rt_raise(RT_EXC_ValueError, "invalid mode: '%s'", m);
  }
  if (t && b) rt_raise(RT_EXC_ValueError, "can't have text and binary mode at once");
  if (rwax > 1) rt_raise(RT_EXC_ValueError, "must have exactly one of create/read/write/append mode");
  if (rwax == 0) {
    rt_raise(RT_EXC_ValueError, "Must have exactly one of create/read/write/append mode and at most one plus");
  }
  f->binary = b;
  char k = strchr(m, 'r') ? 'r' : strchr(m, 'w') ? 'w' : strchr(m, 'a') ? 'a' : 'x';
  f->readable = k == 'r' || plus;
  f->writable = k != 'r' || plus;
  snprintf(f->mode, sizeof f->mode, "%s", m);
  snprintf(cmode, 4, "%c%s%s", k == 'x' ? 'w' : k, plus ? "+" : "", k == 'x' ? "x" : "");
}

/* The encoding's name lowered, without '-' and '_' ("utf8", "latin1"). */
static void encoding_key(Value enc, char *norm, size_t cap) {
  size_t n = 0;
  for (const char *p = rt_str_data(enc); *p && n + 1 < cap; p++) {
    if (*p != '-' && *p != '_') norm[n++] = (char)tolower((unsigned char)*p);
  }
  norm[n] = 0;
}

static bool names_utf8(Value enc) {
  char norm[32];
  encoding_key(enc, norm, sizeof norm);
  return strcmp(norm, "utf8") == 0 || strcmp(norm, "u8") == 0 || strcmp(norm, "utf") == 0;
}

/* open()'s encoding: None or a str naming a codec (LookupError "unknown encoding: X" else). */
static void check_encoding(Value enc) {
  if (rt_is_undef(enc) || rt_is_none(enc)) return;
  if (!rt_is_str(enc)) {
    rt_raise(RT_EXC_TypeError, "open() argument 'encoding' must be str or None, not %s", rt_type_name(enc));
  }
  if (names_utf8(enc)) return;
  Value empty = rt_str_new("", 0);
  int mark = rt_cleanup_push_value(&empty);
  rt_decref(rt_str_encode(empty, 1, &enc, NULL)); /* the codec lookup */
  rt_cleanup_pop(mark, true);
}

/* Set up text file f (opened with mode cmode on fp) for encoding enc and errors when enc is
 * not UTF-8. A BOM-led codec (utf-16, utf-32, utf-8-sig) writes its BOM before the first write
 * unless it appends to a file that has text already. */
static void setup_codec(File *f, Value enc, Value errors, const char *cmode) {
  f->wenc = rt_undef();
  f->errors = rt_is_str(errors) ? (rt_incref(errors), errors) : rt_undef();
  if (f->binary || rt_is_undef(enc) || rt_is_none(enc) || names_utf8(enc)) return;
  if (strchr(cmode, '+')) {
    rt_raise(RT_EXC_ValueError, "encoding '%s' is not supported in Weft for a file open for reading and writing",
             rt_str_data(enc));
  }
  f->coded = true;
  char norm[32];
  encoding_key(enc, norm, sizeof norm);
  const char *w = NULL;
  if (!strcmp(norm, "utf16")) w = "utf-16-le", memcpy(f->bom, "\xFF\xFE", 2), f->nbom = 2;
  else if (!strcmp(norm, "utf32")) w = "utf-32-le", memcpy(f->bom, "\xFF\xFE\0\0", 4), f->nbom = 4;
  else if (!strcmp(norm, "utf8sig")) w = "utf-8", memcpy(f->bom, "\xEF\xBB\xBF", 3), f->nbom = 3;
  f->wenc = w ? rt_str_from_c(w) : (rt_incref(enc), enc);
  if (cmode[0] == 'a' && f->fp) {
    fseek(f->fp, 0, SEEK_END);
    if (ftell(f->fp) > 0) f->nbom = 0;
  }
}

static const char *const open_names[] = {"file", "mode", "buffering", "encoding",
                                         "errors", "newline", "closefd", "opener"};

/* open(fd, mode): a file object over a descriptor the program already holds (os.fdopen,
 * tempfile.mkstemp's), named by the number. closefd=False leaves fd open when the file closes
 * (the file works on a duplicate). */
static Value open_fd(const Value *a) {
  int64_t fd = a[0].as.i;
  Value mode = a[1];
  if (!rt_is_undef(mode) && !rt_is_str(mode)) {
    rt_raise(RT_EXC_TypeError, "open() argument 'mode' must be str, not %s", rt_type_name(mode));
  }
  File probe = {0};
  char cmode[4];
  if (rt_is_undef(mode)) {
    probe.readable = true;
    snprintf(probe.mode, sizeof probe.mode, "r");
    snprintf(cmode, sizeof cmode, "r");
  } else {
    parse_mode(mode, &probe, cmode);
  }
  if (probe.binary && !rt_is_undef(a[3]) && !rt_is_none(a[3])) {
    rt_raise(RT_EXC_ValueError, "binary mode doesn't take an encoding argument");
  }
  check_encoding(a[3]);
  if (fd < 0) rt_raise(RT_EXC_ValueError, "negative file descriptor");
  if (fd > INT_MAX) rt_raise(RT_EXC_OverflowError, "signed integer is greater than maximum");
  bool closefd = rt_is_undef(a[6]) || rt_truthy(a[6]);
  char fmode[4];
  snprintf(fmode, sizeof fmode, "%c%s", cmode[0], strchr(cmode, '+') ? "+" : ""); /* no 'x' for a descriptor */
  int use = closefd ? (int)fd : dup((int)fd);
  FILE *fp = use < 0 ? NULL : fdopen(use, fmode);
  if (!fp) {
    int err = errno;
    if (use >= 0 && !closefd) close(use);
    rt_raise_os_error(err, rt_undef());
  }
  File *f = malloc(sizeof *f);
  if (!f) {
    fclose(fp);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  *f = probe;
  f->std = -1;
  if (rt_is_str(a[5])) f->newline = RT_AS(Str, a[5])->nbytes == 0 ? '\'' : 'n';
  rt_obj_init(&f->hdr, &file_type);
  f->fp = fp;
  f->name = rt_int(fd);
  f->encoding = rt_is_undef(a[3]) || rt_is_none(a[3]) ? rt_str_from_c("UTF-8") : (rt_incref(a[3]), a[3]);
  f->buffer = rt_undef();
  Value v = rt_obj(f);
  int mark = rt_cleanup_push_value(&v);
  setup_codec(f, a[3], a[4], fmode);
  rt_cleanup_pop(mark, false);
  return v;
}

static Value b_open(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[8];
  rt_parse_args("open", argc, argv, kw, 8, open_names, 1, a);
  const char *ptext = rt_pathlib_text(a[0]); /* open(Path(...)): its text is the name */
  if (a[0].tag == RT_INT) return open_fd(a);
  if (!ptext && !rt_is_str(a[0])) {
    rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(a[0]));
  }
  Value mode = rt_is_undef(a[1]) ? rt_undef() : a[1];
  if (!rt_is_undef(mode) && !rt_is_str(mode)) {
    rt_raise(RT_EXC_TypeError, "open() argument 'mode' must be str, not %s", rt_type_name(mode));
  }
  File probe = {0};
  char cmode[4];
  if (rt_is_undef(mode)) {
    probe.readable = true;
    snprintf(probe.mode, sizeof probe.mode, "r");
    snprintf(cmode, sizeof cmode, "r");
  } else {
    parse_mode(mode, &probe, cmode);
  }
  if (probe.binary && !rt_is_undef(a[3]) && !rt_is_none(a[3])) {
    rt_raise(RT_EXC_ValueError, "binary mode doesn't take an encoding argument");
  }
  check_encoding(a[3]);
  Value name = ptext ? rt_str_from_c(ptext) : (rt_incref(a[0]), a[0]);
  int mark = rt_cleanup_push_value(&name);
  const char *path = rt_str_data(name);
  Value enc = rt_is_undef(a[3]) || rt_is_none(a[3]) ? rt_str_from_c("UTF-8") : (rt_incref(a[3]), a[3]);
  rt_cleanup_push_value(&enc);
  struct stat st;
  if (cmode[0] == 'r' && stat(path, &st) == 0 && S_ISDIR(st.st_mode)) rt_raise_os_error(EISDIR, name);
  FILE *fp = fopen(path, cmode);
  if (!fp) rt_raise_os_error(errno, name);
  File *f = malloc(sizeof *f);
  if (!f) {
    fclose(fp);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  rt_cleanup_pop(mark, false);
  *f = probe;
  f->std = -1;
  if (rt_is_str(a[5])) f->newline = RT_AS(Str, a[5])->nbytes == 0 ? '\'' : 'n';
  rt_obj_init(&f->hdr, &file_type);
  f->fp = fp;
  f->name = name;
  f->encoding = enc;
  f->buffer = rt_undef();
  Value v = rt_obj(f);
  mark = rt_cleanup_push_value(&v);
  setup_codec(f, a[3], a[4], cmode);
  rt_cleanup_pop(mark, false);
  return v;
}

void rt_file_builtins_init(Value builtins) { rt_module_add_fn(builtins, "open", b_open); }

Value py_std_stream(int fd) {
  static const char *const names[] = {"<stdin>", "<stdout>", "<stderr>"};
  File *f = rt_calloc(1, sizeof *f);
  rt_obj_init(&f->hdr, &file_type);
  f->fp = fd == 0 ? stdin : fd == 1 ? stdout : stderr;
  f->std = fd;
  f->name = rt_str_from_c(names[fd]);
  f->encoding = rt_str_from_c("utf-8");
  f->buffer = f->wenc = f->errors = rt_undef();
  f->readable = fd == 0;
  f->writable = fd != 0;
  snprintf(f->mode, sizeof f->mode, "%s", fd == 0 ? "r" : "w");
  return rt_obj(f);
}
