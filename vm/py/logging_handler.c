/* logging_handler.c — logging's records, formatters and handlers: a record is a dict of
 * LogRecord attributes made at the logging call (the caller's file, line and function come
 * from the VM's frames); a Formatter turns it into text with its %-, {}- or $-style format
 * (asctime with datefmt, the traceback of exc_info appended); StreamHandler, FileHandler and
 * NullHandler emit it. A failure while emitting is reported on stderr and the program goes
 * on, as CPython's Handler.handleError does. */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../base/error.h"
#include "../base/io.h"
#include "../base/strbuf.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "logging_internal.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct ModState {
  Value formatter_class; /* borrowed: the module holds it */
  Value handler_classes[LOG_KIND_COUNT]; /* borrowed: the module holds them */
  double start_time; /* when logging was imported: relativeCreated counts from it */
  Value default_formatter; /* Formatter(), for handlers without one: made on first use, owned */
} ModState;

static void mod_fini(void *p) { rt_decref(((ModState *)p)->default_formatter); }

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"logging handlers", sizeof(ModState), NULL, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* ---- records ---- */

static void set_str(Value rec, const char *key, const char *s) {
  Value v = rt_str_from_c(s);
  int mark = rt_cleanup_push_value(&v);
  rt_dict_set_str(rec, key, v);
  rt_cleanup_pop(mark, true);
}

static void free_trace(void *p) { rt_exception_free(p); }

/* pathname, filename, module, lineno, funcName of the frame stacklevel frames out. */
static void set_caller(Value rec, int64_t stacklevel) {
  Exception *tr = rt_trace_here();
  int mark = rt_cleanup_push(free_trace, tr);
  int64_t k = tr->ntrace - (stacklevel < 1 ? 1 : stacklevel);
  if (k < 0) k = 0;
  const char *file = tr->ntrace ? tr->trace[k].file : "(unknown file)";
  char *abs = file[0] != '<' ? realpath(file, NULL) : NULL;
  set_str(rec, "pathname", abs ? abs : file);
  free(abs);
  const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
  set_str(rec, "filename", base);
  size_t n = strlen(base);
  Value module = rt_str_new(base, n > 3 && strcmp(base + n - 3, ".py") == 0 ? n - 3 : n);
  rt_cleanup_push_value(&module);
  rt_dict_set_str(rec, "module", module);
  rt_dict_set_str(rec, "lineno", rt_int(tr->ntrace ? tr->trace[k].line : 0));
  set_str(rec, "funcName", tr->ntrace ? tr->trace[k].func : "(unknown function)");
  rt_cleanup_pop(mark, true);
}

/* exc_info=True: the exception being handled; an exception: itself; a (type, value, tb)
 * tuple: its value; anything false: none. */
static Value exc_of(Value exc_info) {
  if (rt_is_exception(exc_info)) return exc_info;
  if (rt_is_tuple(exc_info) && RT_AS(Tuple, exc_info)->n == 3) return RT_AS(Tuple, exc_info)->items[1];
  if (rt_is_undef(exc_info) || !rt_truthy(exc_info)) return rt_none();
  return py_handled_exception();
}

static void set_times(Value rec) {
  double ct = now();
  rt_dict_set_str(rec, "created", rt_float(ct));
  rt_dict_set_str(rec, "msecs", rt_float((double)(int64_t)((ct - (double)(int64_t)ct) * 1000)));
  rt_dict_set_str(rec, "relativeCreated", rt_float((ct - mod_state()->start_time) * 1000));
  rt_dict_set_str(rec, "thread", rt_int((int64_t)getpid()));
  set_str(rec, "threadName", "MainThread");
  set_str(rec, "processName", "MainProcess");
  rt_dict_set_str(rec, "process", rt_int((int64_t)getpid()));
}

/* The attributes every record has, whoever made it (pathname, filename, module, lineno and
 * funcName are the caller's). */
static void fill_record(Value rec, Value name, int64_t level, Value msg, Value args, Value exc_info) {
  rt_dict_set_str(rec, "name", name);
  rt_dict_set_str(rec, "msg", msg);
  /* logging.info("%(x)s", {"x": 1}): the dict is the mapping */
  bool mapping = rt_is_tuple(args) && RT_AS(Tuple, args)->n == 1 && rt_is_dict_subtype(RT_AS(Tuple, args)->items[0]) &&
                 rt_dict_len(RT_AS(Tuple, args)->items[0]) > 0;
  rt_dict_set_str(rec, "args", mapping ? RT_AS(Tuple, args)->items[0] : args);
  Value lname = py_log_level_name(level);
  int mark = rt_cleanup_push_value(&lname);
  rt_dict_set_str(rec, "levelname", lname);
  rt_dict_set_str(rec, "levelno", rt_int(level));
  Value ei = exc_of(exc_info);
  if (rt_is_none(ei) && !rt_is_undef(exc_info) && rt_truthy(exc_info)) { /* asked for, none handled */
    Value nones = rt_tuple_from(3, (Value[3]){rt_none(), rt_none(), rt_none()});
    int inner = rt_cleanup_push_value(&nones);
    rt_dict_set_str(rec, "exc_info", nones); /* formats as "NoneType: None" */
    rt_cleanup_pop(inner, true);
  } else {
    rt_dict_set_str(rec, "exc_info", ei);
  }
  rt_dict_set_str(rec, "exc_text", rt_none());
  rt_dict_set_str(rec, "stack_info", rt_none());
  set_times(rec);
  rt_cleanup_pop(mark, true);
}

Value py_log_record(Value name, int64_t level, Value msg, Value args, Value exc_info, Value extra, int64_t stacklevel) {
  Value rec = rt_dict_new();
  int mark = rt_cleanup_push_value(&rec);
  fill_record(rec, name, level, msg, args, exc_info);
  set_caller(rec, stacklevel);
  if (rt_is_dict_subtype(extra)) {
    int64_t pos = 0;
    Value k, v;
    while (rt_dict_next(extra, &pos, &k, &v)) {
      if (rt_is_str(k) && (strcmp(rt_str_data(k), "message") == 0 || strcmp(rt_str_data(k), "asctime") == 0 ||
                           !rt_is_undef(rt_dict_get(rec, k)))) {
        Value m = rt_str_printf("Attempt to overwrite '%s' in LogRecord", rt_str_data(k));
        rt_cleanup_push_value(&m);
        rt_raise_key_error(m);
      }
      rt_dict_set(rec, k, v);
    }
  }
  rt_cleanup_pop(mark, false);
  return py_log_record_wrap(rec);
}

Value py_log_record_make(Value name, int64_t level, Value pathname, Value lineno, Value msg, Value args,
                         Value exc_info, Value func) {
  if (!rt_is_str(pathname)) {
    rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(pathname));
  }
  Value rec = rt_dict_new();
  int mark = rt_cleanup_push_value(&rec);
  fill_record(rec, name, level, msg, args, exc_info);
  const char *path = rt_str_data(pathname);
  const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
  rt_dict_set_str(rec, "pathname", pathname);
  set_str(rec, "filename", base);
  const char *dot = strrchr(base, '.');
  Value module = rt_str_new(base, dot && dot != base ? (size_t)(dot - base) : strlen(base));
  rt_cleanup_push_value(&module);
  rt_dict_set_str(rec, "module", module);
  rt_dict_set_str(rec, "lineno", lineno);
  rt_dict_set_str(rec, "funcName", func);
  rt_cleanup_pop(mark, false);
  rt_decref(module);
  return py_log_record_wrap(rec);
}

/* ---- formatters ---- */

typedef struct LogFormatter {
  Obj hdr;
  Value fmt;     /* a str */
  Value datefmt; /* a str or None */
  char style;    /* '%', '{' or '$' */
} LogFormatter;

static const ObjType formatter_type;

static void formatter_free(Obj *o) {
  LogFormatter *f = (LogFormatter *)o;
  rt_decref(f->fmt);
  rt_decref(f->datefmt);
  free(o);
}

static Value formatter_repr(Value self) {
  return rt_str_printf("<logging.Formatter object at %p>", (void *)self.as.o);
}

/* Does a %-style format name a field with a valid conversion ("%(name)s")? CPython refuses
 * one that does not. */
static bool percent_valid(const char *s) {
  for (const char *p = strstr(s, "%("); p; p = strstr(p + 1, "%(")) {
    const char *q = p + 2;
    while (isalnum((unsigned char)*q) || *q == '_') q++;
    if (q == p + 2 || *q != ')') continue;
    q++;
    while (*q && strchr("#0+ -", *q)) q++;
    if (*q == '*') q++;
    else while (isdigit((unsigned char)*q)) q++;
    if (*q == '.') {
      q++;
      if (*q == '*') q++;
      else while (isdigit((unsigned char)*q)) q++;
    }
    if (*q && strchr("diouxefgcrsa%", *q)) return true;
  }
  return false;
}

/* A {}-style format's fields, as str.format parses them: NULL when fine, else the error. */
static const char *brace_error(const char *s) {
  bool any = false;
  for (const char *p = s; *p; p++) {
    if (*p == '}') {
      if (p[1] != '}') return "Single '}' encountered in format string";
      p++;
    } else if (*p == '{') {
      if (p[1] == '{') {
        p++;
        continue;
      }
      const char *q = strchr(p, '}');
      if (!q) return "expected '}' before end of string";
      any = true;
      p = q;
    }
  }
  return any ? NULL : "no fields";
}

/* A $-style format names a field as $name or ${name}. */
static bool dollar_valid(const char *s) {
  for (const char *p = strchr(s, '$'); p; p = strchr(p + 1, '$')) {
    if (isalnum((unsigned char)p[1]) || p[1] == '_' || p[1] == '{') return true;
  }
  return false;
}

Value py_log_formatter_new(Value fmt, Value datefmt, Value style) {
  char st = '%';
  if (!rt_is_undef(style)) {
    const char *s = rt_is_str(style) ? rt_str_data(style) : "";
    if (strcmp(s, "%") != 0 && strcmp(s, "{") != 0 && strcmp(s, "$") != 0) {
      rt_raise(RT_EXC_ValueError, "Style must be one of: %%,{,$");
    }
    st = s[0];
  }
  if (!rt_is_undef(fmt) && !rt_is_none(fmt) && !rt_is_str(fmt)) {
    rt_raise(RT_EXC_TypeError, "expected string or bytes-like object, got '%s'", rt_type_name(fmt));
  }
  Value f = rt_is_undef(fmt) || rt_is_none(fmt)
                ? rt_str_from_c(st == '%' ? "%(message)s" : st == '{' ? "{message}" : "${message}")
                : (rt_incref(fmt), fmt);
  int mark = rt_cleanup_push_value(&f);
  const char *s = rt_str_data(f);
  if (st == '%' && !percent_valid(s)) rt_raise(RT_EXC_ValueError, "Invalid format '%s' for '%%' style", s);
  if (st == '$' && !dollar_valid(s)) rt_raise(RT_EXC_ValueError, "invalid format: no fields");
  if (st == '{' && brace_error(s)) rt_raise(RT_EXC_ValueError, "invalid format: %s", brace_error(s));
  LogFormatter *o = rt_malloc(sizeof *o);
  rt_obj_init(&o->hdr, &formatter_type);
  rt_cleanup_pop(mark, false);
  o->fmt = f;
  o->style = st;
  o->datefmt = rt_is_undef(datefmt) ? rt_none() : (rt_incref(datefmt), datefmt);
  return rt_obj(o);
}

static bool uses_time(const LogFormatter *f) {
  const char *s = rt_str_data(f->fmt);
  if (f->style == '%') return strstr(s, "%(asctime)") != NULL;
  if (f->style == '{') return strstr(s, "{asctime") != NULL;
  return strstr(s, "$asctime") != NULL || strstr(s, "${asctime}") != NULL;
}

/* formatTime: datefmt through strftime, or "2024-01-31 12:00:00,123". */
static Value format_time(const LogFormatter *f, Value rec) {
  double ct = rt_to_double(rt_dict_get_str(rec, "created"), "created");
  time_t secs = (time_t)ct;
  struct tm tm;
  localtime_r(&secs, &tm);
  char buf[512];
  if (rt_is_str(f->datefmt)) {
    size_t n = strftime(buf, sizeof buf, rt_str_data(f->datefmt), &tm);
    return rt_str_new(buf, n);
  }
  strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S", &tm);
  int64_t ms = (int64_t)rt_to_double(rt_dict_get_str(rec, "msecs"), "msecs");
  return rt_str_printf("%s,%03lld", buf, (long long)ms);
}

/* $-style: $name and ${name} from the record, $$ a dollar sign. */
static Value dollar_format(const char *s, Value rec) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  while (*s) {
    if (*s != '$') {
      rt_sb_putc(&sb, *s++);
      continue;
    }
    if (s[1] == '$') {
      rt_sb_putc(&sb, '$');
      s += 2;
      continue;
    }
    bool braced = s[1] == '{';
    const char *b = s + 1 + braced, *e = b;
    while (isalnum((unsigned char)*e) || *e == '_') e++;
    char key[128];
    snprintf(key, sizeof key, "%.*s", (int)(e - b), b);
    Value v = rt_dict_get_str(rec, key);
    if (rt_is_undef(v)) rt_raise(RT_EXC_ValueError, "Formatting field not found in record: '%s'", key);
    rt_sb_str(&sb, v);
    s = e + (braced && *e == '}');
  }
  rt_cleanup_pop(mark, false);
  if (!sb.data) rt_sb_putn(&sb, "", 0);
  return rt_sb_to_str(&sb);
}

/* {}-style: fmt.format(**record). */
static Value brace_format(Value fmt, Value rec) {
  int64_t n = rt_dict_len(rec), pos = 0, k = 0;
  const char **names = rt_malloc(sizeof(char *) * (size_t)(n ? n : 1));
  int mark = rt_cleanup_push(free, names);
  Value *vals = rt_malloc(sizeof(Value) * (size_t)(n ? n : 1));
  rt_cleanup_push(free, vals);
  Value key, v;
  while (rt_dict_next(rec, &pos, &key, &v)) {
    names[k] = rt_str_data(key);
    vals[k++] = v;
  }
  Kwargs kw = {(int)k, names, vals};
  Value fn = rt_getattr(fmt, "format");
  rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 0, NULL, &kw);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The text of an exception with its traceback, without the last newline. */
static Value exception_text(Value exc) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f) rt_raise(RT_EXC_MemoryError, "%s", "");
  py_print_exception(exc, PY_TB_CHAIN, INT64_MIN, f);
  fclose(f);
  if (len && buf[len - 1] == '\n') len--;
  Value s = rt_str_new(buf ? buf : "", len);
  free(buf);
  return s;
}

/* Formatter.format(record): the message, asctime when the format uses it, the format
 * applied, the exception's traceback on the lines after. */
static Value format_record(Value formatter, Value rec) {
  if (!rt_is_type(formatter, &formatter_type)) {
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'format'", rt_type_name(formatter));
  }
  const LogFormatter *f = RT_AS(LogFormatter, formatter);
  Value d = py_log_record_dict(rec);
  Value msg = py_log_get_message(rec), t = rt_undef(), s = rt_undef(), text = rt_undef();
  int mark = rt_cleanup_push_value(&msg);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&s);
  rt_cleanup_push_value(&text);
  rt_dict_set_str(d, "message", msg);
  if (uses_time(f)) {
    t = format_time(f, d);
    rt_dict_set_str(d, "asctime", t);
  }
  s = f->style == '%'   ? rt_binop(RT_OP_MOD, f->fmt, d)
      : f->style == '{' ? brace_format(f->fmt, d)
                        : dollar_format(rt_str_data(f->fmt), d);
  Value exc = rt_dict_get_str(d, "exc_info");
  if (rt_is_exception(exc) || rt_is_tuple(exc)) {
    text = exception_text(exc);
    const Str *st = RT_AS(Str, s);
    bool nl = st->nbytes > 0 && st->data[st->nbytes - 1] == '\n';
    Value joined = rt_str_printf("%s%s%s", st->data, nl ? "" : "\n", rt_str_data(text));
    rt_decref(s);
    s = joined;
  }
  Value out = s;
  s = rt_undef();
  rt_cleanup_pop(mark, true);
  return out;
}

static Value default_formatter(void) {
  ModState *st = mod_state();
  if (rt_is_undef(st->default_formatter))
    st->default_formatter = py_log_formatter_new(rt_none(), rt_none(), rt_undef());
  return st->default_formatter;
}

static Value formatter_getattr(Value self, const char *name);

static const ObjType formatter_type = {
    .name = "Formatter",
    .free = formatter_free,
    .repr = formatter_repr,
    .getattr = formatter_getattr,
};

static Value fm_format(ARGS) {
  Value a[1];
  py_parse_method_args("Formatter.format", self, argc, argv, kw, 1, (const char *const[]){"record"}, 1, a);
  return format_record(self, a[0]);
}

static Value formatter_getattr(Value self, const char *name) {
  ModState *st = mod_state();
  LogFormatter *f = RT_AS(LogFormatter, self);
  if (strcmp(name, "format") == 0) return rt_native_bind(name, fm_format, self);
  if (strcmp(name, "_fmt") == 0) return (rt_incref(f->fmt), f->fmt);
  if (strcmp(name, "datefmt") == 0) return (rt_incref(f->datefmt), f->datefmt);
  if (strcmp(name, "__class__") == 0) return (rt_incref(st->formatter_class), st->formatter_class);
  return rt_undef();
}

/* ---- handlers ---- */

typedef struct LogHandler {
  Obj hdr;
  LogHandlerKind kind;
  int64_t level;
  Value formatter; /* a Formatter or None */
  Value stream;    /* stream handlers: where records go (None for the last resort: sys.stderr) */
  Value filename;  /* file handlers: the absolute path, for repr and baseFilename */
  Value mode, encoding; /* file handlers: how the file is opened (again, after close()) */
  bool closed;     /* file handlers: close() was called (mode 'w' then never reopens) */
  Value name;      /* None or the handler's name */
  Value filters;   /* a list */
} LogHandler;

static const ObjType handler_type;
static const char *const handler_names[] = {"Handler",        "StreamHandler",    "FileHandler", "NullHandler",
                                            "_StderrHandler", "_CapturingHandler"};

#define LH(v) RT_AS(LogHandler, v)

static void handler_free(Obj *o) {
  LogHandler *h = (LogHandler *)o;
  rt_decref(h->formatter);
  rt_decref(h->stream);
  rt_decref(h->filename);
  rt_decref(h->mode);
  rt_decref(h->encoding);
  rt_decref(h->name);
  rt_decref(h->filters);
  free(o);
}

bool py_is_log_handler(Value v) { return rt_is_type(v, &handler_type); }
bool py_log_handler_has_formatter(Value h) { return !rt_is_none(LH(h)->formatter); }

void py_log_handler_set_formatter(Value h, Value formatter) {
  Value old = LH(h)->formatter;
  LH(h)->formatter = (rt_incref(formatter), formatter);
  rt_decref(old);
}

static Value handler_new(LogHandlerKind kind, int64_t level) {
  LogHandler *h = rt_calloc(1, sizeof *h);
  rt_obj_init(&h->hdr, &handler_type);
  h->kind = kind;
  h->level = level;
  h->formatter = h->stream = h->filename = h->name = h->mode = h->encoding = rt_none();
  h->filters = rt_list_new(0);
  return rt_obj(h);
}

Value py_log_stream_handler(LogHandlerKind kind, Value stream, int64_t level) {
  Value h = handler_new(kind, level);
  if (kind == LOG_STREAM && rt_is_none(stream)) {
    int mark = rt_cleanup_push_value(&h);
    Value sys = rt_import("sys");
    rt_cleanup_push_value(&sys);
    LH(h)->stream = rt_getattr(sys, "stderr");
    rt_cleanup_pop(mark, false);
    rt_decref(sys);
  } else if (kind == LOG_STREAM) {
    LH(h)->stream = (rt_incref(stream), stream);
  }
  return h;
}

static Value call_builtin(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  return rt_call(rt_builtin_lookup(name), argc, argv, kw);
}

/* A file handler's stream: open(baseFilename, mode, encoding=...). */
static void open_file(LogHandler *h) {
  Value a[2] = {h->filename, h->mode};
  const char *names[] = {"encoding"};
  Kwargs kw = {1, names, &h->encoding};
  Value f = call_builtin("open", 2, a, rt_is_none(h->encoding) ? NULL : &kw);
  rt_decref(h->stream);
  h->stream = f;
}

Value py_log_file_handler(Value filename, Value mode, Value encoding, bool delay) {
  if (!rt_is_str(filename)) {
    rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(filename));
  }
  Value h = handler_new(LOG_FILE, 0);
  int mark = rt_cleanup_push_value(&h);
  char *abs = realpath(rt_str_data(filename), NULL);
  if (!abs && rt_str_data(filename)[0] != '/') { /* not there yet: the cwd in front */
    char cwd[PATH_MAX];
    if (getcwd(cwd, sizeof cwd)) LH(h)->filename = rt_str_printf("%s/%s", cwd, rt_str_data(filename));
  }
  if (abs) LH(h)->filename = rt_str_from_c(abs);
  free(abs);
  if (rt_is_none(LH(h)->filename)) LH(h)->filename = (rt_incref(filename), filename);
  LH(h)->mode = rt_is_undef(mode) ? rt_str_from_c("a") : (rt_incref(mode), mode);
  if (!rt_is_undef(encoding)) LH(h)->encoding = (rt_incref(encoding), encoding);
  if (!delay) open_file(LH(h));
  rt_cleanup_pop(mark, false);
  return h;
}

/* What the last-resort handler writes to: sys.stderr as it is now. */
static Value stream_of(const LogHandler *h) {
  if (h->kind != LOG_LAST_RESORT) return (rt_incref(h->stream), h->stream);
  Value sys = rt_import("sys");
  int mark = rt_cleanup_push_value(&sys);
  Value s = rt_getattr(sys, "stderr");
  rt_cleanup_pop(mark, true);
  return s;
}

static void call_method(Value obj, const char *name, int argc, const Value *argv) {
  Value fn = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&fn);
  rt_decref(rt_call(fn, argc, argv, NULL));
  rt_cleanup_pop(mark, true);
}

typedef struct Emit {
  Value h, rec;
} Emit;

/* assertLogs' handler: the record and its text kept in the watcher's lists. */
static void capture(LogHandler *h, Value rec) {
  Value records = rt_getattr(h->stream, "records");
  int mark = rt_cleanup_push_value(&records);
  Value output = rt_getattr(h->stream, "output");
  rt_cleanup_push_value(&output);
  rt_list_append(records, rec);
  Value text = format_record(h->formatter, rec);
  rt_cleanup_push_value(&text);
  rt_list_append(output, text);
  rt_cleanup_pop(mark, true);
}

Value py_log_capture_handler(Value watcher, int64_t level) {
  Value h = handler_new(LOG_CAPTURE, level);
  LH(h)->stream = (rt_incref(watcher), watcher);
  int mark = rt_cleanup_push_value(&h);
  Value fmt = rt_str_from_c("%(levelname)s:%(name)s:%(message)s");
  rt_cleanup_push_value(&fmt);
  LH(h)->formatter = py_log_formatter_new(fmt, rt_none(), rt_undef());
  rt_cleanup_pop(mark, false);
  rt_decref(fmt);
  return h;
}

/* StreamHandler.emit: the formatted record and "\n" written, then the stream flushed. */
static void emit_job(void *ud) {
  Emit *e = ud;
  LogHandler *h = LH(e->h);
  if (h->kind == LOG_NULL) return;
  if (h->kind == LOG_CAPTURE) {
    capture(h, e->rec);
    return;
  }
  if (h->kind == LOG_HANDLER) rt_raise(RT_EXC_NotImplementedError, "emit must be implemented by Handler subclasses");
  Value text = format_record(rt_is_none(h->formatter) ? default_formatter() : h->formatter, e->rec);
  int mark = rt_cleanup_push_value(&text);
  Value line = rt_str_printf("%s\n", rt_str_data(text));
  rt_cleanup_push_value(&line);
  if (h->kind == LOG_FILE && rt_is_none(h->stream)) { /* delayed, or closed: CPython's FileHandler.emit */
    bool w_mode = rt_is_str(h->mode) && strcmp(rt_str_data(h->mode), "w") == 0;
    if (!w_mode || !h->closed) open_file(h);
    if (rt_is_none(h->stream)) {
      rt_cleanup_pop(mark, true);
      return;
    }
  }
  Value stream = stream_of(h);
  rt_cleanup_push_value(&stream);
  call_method(stream, "write", 1, &line);
  Value flush;
  if (rt_try_getattr(stream, "flush", &flush)) {
    rt_cleanup_push_value(&flush);
    rt_decref(rt_call(flush, 0, NULL, NULL));
  }
  rt_cleanup_pop(mark, true);
}

/* Handler.handleError: the failure and the record's message and arguments, on stderr. */
static void report_error(Value rec) {
  Exception *e = rt_error_take();
  Value exc = rt_undef();
  if (e && e->value) {
    exc = rt_obj(e->value);
    e->value = NULL;
  } else {
    exc = rt_exc_from_message(e ? e->kind : RT_EXC_MemoryError, e && e->message ? e->message : "");
  }
  if (e && e->ntrace) rt_exc_set_traceback(exc, e->trace, e->ntrace);
  rt_exception_free(e);
  int mark = rt_cleanup_push_value(&exc);
  Value msg = rt_repr(rt_dict_get_str(py_log_record_dict(rec), "msg"));
  rt_cleanup_push_value(&msg);
  Value args = rt_repr(rt_dict_get_str(py_log_record_dict(rec), "args"));
  rt_cleanup_push_value(&args);
  Value line = rt_exc_line(exc);
  rt_cleanup_push_value(&line);
  /* CPython's traceback here is of logging's own frames, which Weft has none of; its call
   * stack is the program's frames down to the logging call */
  rt_stdout_flush(); /* what went to stdout first comes first */
  fprintf(stderr, "--- Logging error ---\nTraceback (most recent call last):\n%s\nCall stack:\n", rt_str_data(line));
  py_print_exception(exc, PY_TB_ENTRIES, INT64_MIN, stderr);
  fprintf(stderr, "Message: %s\nArguments: %s\n", rt_str_data(msg), rt_str_data(args));
  rt_cleanup_pop(mark, true);
}

void py_log_handler_handle(Value h, Value rec) {
  Value lv = rt_dict_get_str(py_log_record_dict(rec), "levelno");
  if (lv.tag == RT_INT && lv.as.i < LH(h)->level) return;
  if (!py_log_filter(LH(h)->filters, rec)) return;
  Emit e = {h, rec};
  if (rt_pcall(emit_job, &e)) report_error(rec);
}

/* A file handler's close: its stream closed and dropped (a later record reopens the file,
 * unless its mode is 'w'), as CPython's FileHandler.close. */
void py_log_handler_close(Value h) {
  if (LH(h)->kind != LOG_FILE) return;
  LH(h)->closed = true;
  if (rt_is_none(LH(h)->stream)) return;
  Value stream = LH(h)->stream;
  LH(h)->stream = rt_none();
  int mark = rt_cleanup_push_value(&stream);
  call_method(stream, "close", 0, NULL);
  rt_cleanup_pop(mark, true);
}

/* ---- the handler classes ---- */

static Value handler_repr(Value self) {
  LogHandler *h = LH(self);
  Value level = py_log_level_name(h->level);
  /* the cleanups' variables live until the function's end */
  Value name = rt_undef(), stream = rt_undef(), ns = rt_undef();
  int mark = rt_cleanup_push_value(&level);
  rt_cleanup_push_value(&stream);
  rt_cleanup_push_value(&name);
  rt_cleanup_push_value(&ns);
  Value r;
  if (h->kind == LOG_STREAM || h->kind == LOG_FILE || h->kind == LOG_LAST_RESORT) {
    stream = stream_of(h);
    if (h->kind == LOG_FILE) name = (rt_incref(h->filename), h->filename);
    else if (!rt_try_getattr(stream, "name", &name)) name = rt_str_from_c("");
    ns = rt_to_str(name);
    r = rt_str_printf("<%s %s%s(%s)>", handler_names[h->kind], rt_str_data(ns), RT_AS(Str, ns)->nbytes ? " " : "",
                      rt_str_data(level));
  } else {
    r = rt_str_printf("<%s (%s)>", handler_names[h->kind], rt_str_data(level));
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value h_set_level(ARGS) {
  Value a[1];
  py_parse_method_args("Handler.setLevel", self, argc, argv, kw, 1, (const char *const[]){"level"}, 1, a);
  LH(self)->level = py_log_check_level(a[0]);
  return rt_none();
}

static Value h_set_formatter(ARGS) {
  Value a[1];
  py_parse_method_args("Handler.setFormatter", self, argc, argv, kw, 1, (const char *const[]){"fmt"}, 1, a);
  py_log_handler_set_formatter(self, a[0]);
  return rt_none();
}

static Value h_close(ARGS) {
  (void)argv;
  py_parse_method_args("Handler.close", self, argc, argv, kw, 0, NULL, 0, NULL);
  py_log_handler_close(self);
  return rt_none();
}

static Value h_flush(ARGS) {
  (void)argv;
  py_parse_method_args("Handler.flush", self, argc, argv, kw, 0, NULL, 0, NULL);
  LogHandler *h = LH(self);
  Value fn;
  if ((h->kind == LOG_STREAM || h->kind == LOG_FILE) && rt_try_getattr(h->stream, "flush", &fn)) {
    int mark = rt_cleanup_push_value(&fn);
    rt_decref(rt_call(fn, 0, NULL, NULL));
    rt_cleanup_pop(mark, true);
  }
  return rt_none();
}

static Value h_add_filter(ARGS) {
  Value a[1];
  py_parse_method_args("Filterer.addFilter", self, argc, argv, kw, 1, (const char *const[]){"filter"}, 1, a);
  py_log_add_filter(LH(self)->filters, a[0]);
  return rt_none();
}

static Value h_remove_filter(ARGS) {
  Value a[1];
  py_parse_method_args("Filterer.removeFilter", self, argc, argv, kw, 1, (const char *const[]){"filter"}, 1, a);
  py_log_remove_filter(LH(self)->filters, a[0]);
  return rt_none();
}

static Value h_filter(ARGS) {
  Value a[1];
  py_parse_method_args("Filterer.filter", self, argc, argv, kw, 1, (const char *const[]){"record"}, 1, a);
  return rt_bool(py_log_filter(LH(self)->filters, a[0]));
}

static const struct {
  const char *name;
  NativeFn fn;
} handler_methods[] = {
    {"setLevel", h_set_level},       {"setFormatter", h_set_formatter}, {"close", h_close},
    {"flush", h_flush},              {"addFilter", h_add_filter},       {"removeFilter", h_remove_filter},
    {"filter", h_filter},
};

static Value handler_getattr(Value self, const char *name) {
  ModState *st = mod_state();
  LogHandler *h = LH(self);
  for (size_t k = 0; k < sizeof handler_methods / sizeof handler_methods[0]; k++) {
    if (strcmp(handler_methods[k].name, name) == 0) return rt_native_bind(name, handler_methods[k].fn, self);
  }
  if (strcmp(name, "level") == 0) return rt_int(h->level);
  if (strcmp(name, "formatter") == 0) return (rt_incref(h->formatter), h->formatter);
  if (strcmp(name, "name") == 0) return (rt_incref(h->name), h->name);
  if (strcmp(name, "filters") == 0) return (rt_incref(h->filters), h->filters);
  if (strcmp(name, "terminator") == 0 && h->kind != LOG_HANDLER && h->kind != LOG_NULL) return rt_str_from_c("\n");
  if (strcmp(name, "stream") == 0 && (h->kind == LOG_STREAM || h->kind == LOG_FILE)) return stream_of(h);
  if (strcmp(name, "baseFilename") == 0 && h->kind == LOG_FILE) return (rt_incref(h->filename), h->filename);
  if (strcmp(name, "__class__") == 0) return (rt_incref(st->handler_classes[h->kind]), st->handler_classes[h->kind]);
  return rt_undef();
}

static bool handler_setattr(Value self, const char *name, Value v) {
  LogHandler *h = LH(self);
  Value *slot = strcmp(name, "formatter") == 0 ? &h->formatter : strcmp(name, "name") == 0 ? &h->name : NULL;
  if (strcmp(name, "level") == 0) {
    h->level = py_log_check_level(v);
    return true;
  }
  if (!slot) return false;
  Value old = *slot;
  *slot = (rt_incref(v), v);
  rt_decref(old);
  return true;
}

static Value handler_class(Value self) {
  Value c = mod_state()->handler_classes[LH(self)->kind];
  return (rt_incref(c), c);
}

static const ObjType handler_type = {
    .name = "Handler",
    .free = handler_free,
    .repr = handler_repr,
    .getattr = handler_getattr,
    .setattr = handler_setattr,
    .type_object = handler_class,
};

static Value c_handler(ARGS) {
  (void)self;
  Value a[1];
  py_parse_method_args("Handler.__init__", self, argc, argv, kw, 1, (const char *const[]){"level"}, 0, a);
  return handler_new(LOG_HANDLER, rt_is_undef(a[0]) ? 0 : py_log_check_level(a[0]));
}

static Value c_stream_handler(ARGS) {
  (void)self;
  Value a[1];
  py_parse_method_args("StreamHandler.__init__", self, argc, argv, kw, 1, (const char *const[]){"stream"}, 0, a);
  return py_log_stream_handler(LOG_STREAM, rt_is_undef(a[0]) ? rt_none() : a[0], 0);
}

static const char *const file_handler_names[] = {"filename", "mode", "encoding", "delay", "errors"};

static Value c_file_handler(ARGS) {
  (void)self;
  Value a[5];
  py_parse_method_args("FileHandler.__init__", self, argc, argv, kw, 5, file_handler_names, 1, a);
  return py_log_file_handler(a[0], a[1], a[2], !rt_is_undef(a[3]) && rt_truthy(a[3]));
}

static Value c_null_handler(ARGS) {
  (void)self;
  Value a[1];
  py_parse_method_args("Handler.__init__", self, argc, argv, kw, 1, (const char *const[]){"level"}, 0, a);
  return handler_new(LOG_NULL, rt_is_undef(a[0]) ? 0 : py_log_check_level(a[0]));
}

static const char *const formatter_names[] = {"fmt", "datefmt", "style", "validate", "defaults"};

static Value c_formatter(ARGS) {
  (void)self;
  Value a[5];
  py_parse_method_args("Formatter.__init__", self, argc, argv, kw, 5, formatter_names, 0, a);
  return py_log_formatter_new(a[0], a[1], a[2]);
}

/* isinstance: a StreamHandler is a Handler, a FileHandler a StreamHandler. */
static bool is_handler(Value v) { return py_is_log_handler(v); }
static bool is_stream_handler(Value v) {
  return py_is_log_handler(v) && (LH(v)->kind == LOG_STREAM || LH(v)->kind == LOG_FILE || LH(v)->kind == LOG_LAST_RESORT);
}
static bool is_file_handler(Value v) { return py_is_log_handler(v) && LH(v)->kind == LOG_FILE; }
static bool is_null_handler(Value v) { return py_is_log_handler(v) && LH(v)->kind == LOG_NULL; }
static bool is_formatter(Value v) { return rt_is_type(v, &formatter_type); }

static Value add_class(Value m, const char *name, NativeFn ctor, bool (*check)(Value)) {
  char *repr = rt_malloc(strlen(name) + sizeof "<class 'logging.'>");
  sprintf(repr, "<class 'logging.%s'>", name);
  Value cls = rt_native_class(name, ctor, check, repr);
  RT_AS(NativeFunc, cls)->owned = repr;
  rt_module_set(m, name, cls);
  return cls;
}

void py_log_handlers_init(Value m) {
  ModState *st = mod_state();
  st->start_time = now();
  st->handler_classes[LOG_HANDLER] = add_class(m, "Handler", c_handler, is_handler);
  st->handler_classes[LOG_STREAM] = add_class(m, "StreamHandler", c_stream_handler, is_stream_handler);
  st->handler_classes[LOG_FILE] = add_class(m, "FileHandler", c_file_handler, is_file_handler);
  st->handler_classes[LOG_NULL] = add_class(m, "NullHandler", c_null_handler, is_null_handler);
  st->handler_classes[LOG_LAST_RESORT] = st->handler_classes[LOG_STREAM];
  st->handler_classes[LOG_CAPTURE] = st->handler_classes[LOG_HANDLER];
  py_log_filters_init(m);
  st->formatter_class = add_class(m, "Formatter", c_formatter, is_formatter);
}
