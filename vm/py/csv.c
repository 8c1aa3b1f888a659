/* csv.c — the csv module: reader (CPython's state machine: quoted fields spanning lines,
 * doubled quotes or an escapechar, strict, QUOTE_NONNUMERIC floats, field_size_limit) and
 * writer (quoting as the dialect says, escapechar, doublequote), DictReader and DictWriter,
 * field_size_limit and the QUOTE_* constants; dialects by name are in csv_dialect.c. Errors are
 * csv.Error with CPython's messages; Sniffer is in csv_sniffer.c. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "csv_internal.h"
#include "lib_source.h"
#include "py.h"


static char one_char(Value v, const char *name, char dflt) {
  if (rt_is_undef(v)) return dflt;
  if (!rt_is_str(v) || RT_AS(Str, v)->nchars != 1 || RT_AS(Str, v)->nbytes != 1) {
    rt_raise(RT_EXC_TypeError, "\"%s\" must be a 1-character string", name);
  }
  return rt_str_data(v)[0];
}

static Value kw_value(const Kwargs *kw, const char *name) {
  for (int k = 0; kw && k < kw->n; k++)
    if (strcmp(kw->names[k], name) == 0) return kw->values[k];
  return rt_undef();
}

bool csv_dialect_option(Dialect *d, const char *n, Value v) {
  if (strcmp(n, "delimiter") == 0) d->delimiter = one_char(v, "delimiter", ',');
  else if (strcmp(n, "quotechar") == 0) d->quotechar = one_char(v, "quotechar", '"');
  else if (strcmp(n, "skipinitialspace") == 0) d->skipinitialspace = rt_truthy(v);
  else if (strcmp(n, "quoting") == 0) d->quoting = (int)rt_to_index(v, "quoting");
  else if (strcmp(n, "lineterminator") == 0) {
    if (rt_is_str(v) && RT_AS(Str, v)->nbytes < 8) strcpy(d->lineterminator, rt_str_data(v));
  } else if (strcmp(n, "escapechar") == 0) {
    d->escapechar = rt_is_none(v) ? 0 : one_char(v, "escapechar", 0);
  } else if (strcmp(n, "doublequote") == 0) {
    d->doublequote = rt_truthy(v);
  } else if (strcmp(n, "strict") == 0) {
    d->strict = rt_truthy(v);
  } else {
    return false;
  }
  return true;
}

/* The dialect options: those of dialect (a name or an object; RT_UNDEF: none), then those
 * among kw (other names: an error unless allowed[] lists them). */
static Dialect dialect_of(Value dialect, const Kwargs *kw, const char *const *allowed) {
  Dialect d = CSV_EXCEL;
  Value named = kw_value(kw, "dialect");
  if (!rt_is_undef(named)) dialect = named;
  if (!rt_is_undef(dialect)) csv_dialect_apply(&d, dialect);
  for (int k = 0; kw && k < kw->n; k++) {
    const char *n = kw->names[k];
    Value v = kw->values[k];
    if (strcmp(n, "dialect") == 0 || csv_dialect_option(&d, n, v)) continue;
    {
      bool ok = false;
      for (int j = 0; allowed && allowed[j]; j++) ok = ok || strcmp(allowed[j], n) == 0;
      if (!ok) rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for this function", n);
    }
  }
  if (d.quoting < 0 || d.quoting > 3) rt_raise(RT_EXC_TypeError, "bad \"quoting\" value");
  return d;
}

/* ---- reader ---- */

typedef struct Reader {
  Obj hdr;
  Value src;       /* the iterator of lines */
  Dialect d;
  int64_t line_num;
} Reader;

static void reader_free(Obj *o) {
  rt_decref(((Reader *)o)->src);
  free(o);
}

static Value self_iter(Value self) { return (rt_incref(self), self); }

/* field_size_limit, per VM */
typedef struct LimitState {
  int64_t limit;
} LimitState;
static void limit_init(void *p) { ((LimitState *)p)->limit = 128 * 1024; }
static RtStateKey limit_key = {"csv field limit", sizeof(LimitState), limit_init, NULL, 0};
static LimitState *limit_state(void) { return rt_runtime_state(&limit_key); }

/* The states of CPython's reader, one character at a time; EOL is the end of each line. */
enum { START_RECORD, START_FIELD, ESCAPED_CHAR, IN_FIELD, IN_QUOTED_FIELD, ESCAPE_IN_QUOTED_FIELD,
       QUOTE_IN_QUOTED_FIELD, EAT_CRNL, AFTER_ESCAPED_CRNL };
#define EOL (-1)

typedef struct Parser {
  const Dialect *d;
  Value row;
  StrBuf f;
  int64_t chars, limit; /* the field's length in characters; field_size_limit() */
  int state;
  bool numeric;         /* QUOTE_NONNUMERIC and the field began unquoted: a float */
} Parser;

static void save_field(Parser *ps) {
  Value s = rt_str_new(ps->f.data ? ps->f.data : "", ps->f.len);
  if (ps->numeric) {
    int mark = rt_cleanup_push_value(&s);
    Value x = rt_call(rt_builtin_lookup("float"), 1, &s, NULL);
    rt_cleanup_pop(mark, true);
    s = x;
    ps->numeric = false;
  }
  rt_list_append(ps->row, s);
  rt_decref(s);
  ps->f.len = 0;
  ps->chars = 0;
}

static void add_char(Parser *ps, int c) {
  if (((unsigned)c & 0xC0) != 0x80) { /* a character starts (not a UTF-8 continuation byte) */
    if (ps->chars >= ps->limit) rt_raise(RT_EXC_CsvError, "field larger than field limit (%lld)", (long long)ps->limit);
    ps->chars++;
  }
  rt_sb_putc(&ps->f, (char)c);
}

static bool is_eol(int c) { return c == '\n' || c == '\r' || c == EOL; }

/* After a record's last field: its end (EOL) or the line break before it. */
static void end_record(Parser *ps, int c) {
  save_field(ps);
  ps->state = c == EOL ? START_RECORD : EAT_CRNL;
}

static void process(Parser *ps, int c) {
  const Dialect *d = ps->d;
  bool quotes = d->quoting != QUOTE_NONE;
  int esc = d->escapechar ? (unsigned char)d->escapechar : -2;
  switch (ps->state) {
  case START_RECORD:
    if (c == EOL) return; /* an empty line: [] */
    if (c == '\n' || c == '\r') {
      ps->state = EAT_CRNL;
      return;
    }
    ps->state = START_FIELD;
    /* fall through */
  case START_FIELD:
    if (is_eol(c)) end_record(ps, c);
    else if (c == (unsigned char)d->quotechar && quotes) ps->state = IN_QUOTED_FIELD;
    else if (c == esc) ps->state = ESCAPED_CHAR;
    else if (c == ' ' && d->skipinitialspace) return;
    else if (c == (unsigned char)d->delimiter) save_field(ps);
    else {
      ps->numeric = d->quoting == QUOTE_NONNUMERIC;
      add_char(ps, c);
      ps->state = IN_FIELD;
    }
    return;
  case ESCAPED_CHAR:
    if (c == '\n' || c == '\r') {
      add_char(ps, c);
      ps->state = AFTER_ESCAPED_CRNL;
      return;
    }
    add_char(ps, c == EOL ? '\n' : c);
    ps->state = IN_FIELD;
    return;
  case AFTER_ESCAPED_CRNL:
    if (c == EOL) return;
    /* fall through */
  case IN_FIELD:
    if (is_eol(c)) end_record(ps, c);
    else if (c == esc) ps->state = ESCAPED_CHAR;
    else if (c == (unsigned char)d->delimiter) {
      save_field(ps);
      ps->state = START_FIELD;
    } else {
      add_char(ps, c);
    }
    return;
  case IN_QUOTED_FIELD:
    if (c == EOL) return;
    if (c == esc) ps->state = ESCAPE_IN_QUOTED_FIELD;
    else if (c == (unsigned char)d->quotechar && quotes) ps->state = d->doublequote ? QUOTE_IN_QUOTED_FIELD : IN_FIELD;
    else add_char(ps, c);
    return;
  case ESCAPE_IN_QUOTED_FIELD:
    add_char(ps, c == EOL ? '\n' : c);
    ps->state = IN_QUOTED_FIELD;
    return;
  case QUOTE_IN_QUOTED_FIELD: /* a quote in a quoted field: doubled, or the field's end */
    if (quotes && c == (unsigned char)d->quotechar) {
      add_char(ps, c);
      ps->state = IN_QUOTED_FIELD;
    } else if (c == (unsigned char)d->delimiter) {
      save_field(ps);
      ps->state = START_FIELD;
    } else if (is_eol(c)) {
      end_record(ps, c);
    } else if (!d->strict) {
      add_char(ps, c);
      ps->state = IN_FIELD;
    } else {
      rt_raise(RT_EXC_CsvError, "'%c' expected after '%c'", d->delimiter, d->quotechar);
    }
    return;
  case EAT_CRNL:
    if (c == '\n' || c == '\r') return;
    if (c == EOL) {
      ps->state = START_RECORD;
      return;
    }
    rt_raise(RT_EXC_CsvError, "new-line character seen in unquoted field - do you need to open the file in universal-newline mode?");
  default:
    return;
  }
}

/* Parses one record from the lines (as many as a quoted field spans); false at the end. */
static bool reader_next(Value self, Value *out) {
  Reader *r = RT_AS(Reader, self);
  Parser ps = {&r->d, rt_list_new(0), {0}, 0, limit_state()->limit, START_RECORD, false};
  rt_sb_init(&ps.f);
  int mark = rt_cleanup_push_value(&ps.row);
  rt_sb_cleanup_push(&ps.f);
  Value line = rt_undef();
  rt_cleanup_push_value(&line);
  do {
    if (!rt_next(r->src, &line)) {
      line = rt_undef();
      if (ps.f.len == 0 && ps.state != IN_QUOTED_FIELD) {
        rt_cleanup_pop(mark, true);
        return false;
      }
      if (r->d.strict) rt_raise(RT_EXC_CsvError, "unexpected end of data");
      save_field(&ps);
      break;
    }
    if (!rt_is_str(line)) {
      rt_raise(RT_EXC_CsvError, "iterator should return strings, not %s (the file should be opened in text mode)",
               rt_type_name(line));
    }
    r->line_num++;
    const char *p = rt_str_data(line);
    int64_t n = RT_AS(Str, line)->nbytes;
    for (int64_t i = 0; i < n; i++) process(&ps, (unsigned char)p[i]);
    process(&ps, EOL);
    rt_decref(line);
    line = rt_undef();
  } while (ps.state != START_RECORD);
  *out = ps.row;
  ps.row = rt_undef();
  rt_cleanup_pop(mark, true);
  return true;
}

/* field_size_limit([new_limit]): the limit before the call. */
static Value c_field_size_limit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"new_limit"};
  Value a[1];
  rt_parse_args("field_size_limit", argc, argv, kw, 1, names, 0, a);
  LimitState *st = limit_state();
  int64_t old = st->limit;
  if (!rt_is_undef(a[0])) {
    if (a[0].tag != RT_INT && a[0].tag != RT_BOOL) rt_raise(RT_EXC_TypeError, "limit must be an integer");
    st->limit = rt_to_index(a[0], "limit");
  }
  return rt_int(old);
}

static Value reader_getattr(Value self, const char *name) {
  if (strcmp(name, "line_num") == 0) return rt_int(RT_AS(Reader, self)->line_num);
  return rt_undef();
}

static Value reader_repr(Value self) { return rt_str_printf("<_csv.reader object at %p>", (void *)self.as.o); }

static const ObjType reader_type = {
    .name = "_csv.reader",
    .free = reader_free,
    .repr = reader_repr,
    .getattr = reader_getattr,
    .iter = self_iter,
    .next = reader_next,
};

static Value make_reader(Value iterable, Dialect d) {
  Value it = rt_iter(iterable);
  Reader *r = rt_calloc(1, sizeof *r);
  rt_obj_init(&r->hdr, &reader_type);
  r->src = it;
  r->d = d;
  return rt_obj(r);
}

static Value c_reader(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc < 1 || argc > 2) rt_raise(RT_EXC_TypeError, "expected at most 2 arguments, got %d", argc);
  return make_reader(argv[0], dialect_of(argc > 1 ? argv[1] : rt_undef(), kw, NULL));
}

/* ---- writer ---- */

typedef struct Writer {
  Obj hdr;
  Value write; /* the file's bound write */
  Dialect d;
  /* DictWriter's part (fieldnames RT_UNDEF for a plain writer) */
  Value fieldnames, restval;
  bool ignore_extra;
} Writer;

static void writer_free(Obj *o) {
  Writer *w = (Writer *)o;
  rt_decref(w->write);
  rt_decref(w->fieldnames);
  rt_decref(w->restval);
  free(o);
}

static bool numeric(Value v) { return v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_bigint(v); }

/* One field, quoted or escaped as the dialect says (CPython's rules: a delimiter, quotechar,
 * escapechar or a character of the lineterminator makes a field quoted, or escaped with
 * QUOTE_NONE; a quotechar is doubled, or escaped without doublequote). */
static void put_field(StrBuf *sb, const Dialect *d, Value v, bool only) {
  Value s = rt_is_none(v) ? rt_str_from_c("") : rt_to_str(v);
  int mark = rt_cleanup_push_value(&s);
  const char *p = rt_str_data(s);
  int64_t n = RT_AS(Str, s)->nbytes;
  bool quote = d->quoting == QUOTE_ALL || (d->quoting == QUOTE_NONNUMERIC && !numeric(v));
  if (d->quoting == QUOTE_MINIMAL && n == 0 && only) quote = true; /* a lone empty field: "" */
  StrBuf body;
  rt_sb_init(&body);
  rt_sb_cleanup_push(&body);
  for (int64_t k = 0; k < n; k++) {
    char c = p[k];
    bool special = c == d->delimiter || (d->escapechar && c == d->escapechar) || c == d->quotechar ||
                   (c && strchr(d->lineterminator, c));
    if (special) {
      bool escape = false;
      if (d->quoting == QUOTE_NONE) {
        escape = true;
      } else {
        if (c == d->quotechar) {
          if (d->doublequote) rt_sb_putc(&body, d->quotechar);
          else escape = true;
        } else if (d->escapechar && c == d->escapechar) {
          escape = true;
        }
        if (!escape) quote = true;
      }
      if (escape) {
        if (!d->escapechar) rt_raise(RT_EXC_CsvError, "need to escape, but no escapechar set");
        rt_sb_putc(&body, d->escapechar);
      }
    }
    rt_sb_putc(&body, c);
  }
  if (quote) rt_sb_putc(sb, d->quotechar);
  if (body.len) rt_sb_putn(sb, body.data, body.len);
  if (quote) rt_sb_putc(sb, d->quotechar);
  rt_cleanup_pop(mark, true);
}

static Value write_row(Writer *w, Value row) {
  Value it = rt_iter(row);
  int mark = rt_cleanup_push_value(&it);
  Value items = rt_list_new(0);
  rt_cleanup_push_value(&items);
  Value x;
  while (rt_next(it, &x)) {
    rt_list_append(items, x);
    rt_decref(x);
  }
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  List *l = RT_AS(List, items);
  for (int64_t k = 0; k < l->n; k++) {
    if (k) rt_sb_putc(&sb, w->d.delimiter);
    put_field(&sb, &w->d, l->items[k], l->n == 1);
  }
  rt_sb_puts(&sb, w->d.lineterminator);
  Value text = rt_str_new(sb.data, sb.len);
  rt_cleanup_push_value(&text);
  Value r = rt_call(w->write, 1, &text, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* A DictWriter's row: the dict's values in fieldnames' order (a new list); an extra field
 * raises from csv.py's _dict_to_list under the caller's line (writerow's or writerows'). */
static Value dict_row(Writer *w, Value d, PyLibLine caller) {
  if (!w->ignore_extra) {
    Value k, v;
    for (int64_t pos = 0; rt_dict_next(rt_unwrap_base(d), &pos, &k, &v);) {
      if (rt_contains(w->fieldnames, k)) continue;
      Value r = rt_repr(k);
      rt_cleanup_push_value(&r);
      PyLibLine frames[2] = {caller, PY_LIB_CSV_EXTRA_FIELDS};
      py_lib_raise(RT_EXC_ValueError, frames, 2, "dict contains fields not in fieldnames: %s", rt_str_data(r));
    }
  }
  Value it = rt_iter(w->fieldnames), name;
  int mark = rt_cleanup_push_value(&it);
  Value out = rt_list_new(0);
  rt_cleanup_push_value(&out);
  while (rt_next(it, &name)) {
    Value v = rt_dict_get(rt_unwrap_base(d), name);
    rt_list_append(out, rt_is_undef(v) ? w->restval : v);
    rt_decref(name);
  }
  rt_decref(it);
  it = rt_undef();
  rt_cleanup_pop(mark, false);
  return out;
}

static Value writerow_from(Value self, Value rowdict, PyLibLine caller) {
  Writer *w = RT_AS(Writer, self);
  if (rt_is_undef(w->fieldnames)) return write_row(w, rowdict);
  Value row = dict_row(w, rowdict, caller);
  int mark = rt_cleanup_push_value(&row);
  Value r = write_row(w, row);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_writerow(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("writerow", argc, kw, 1, 1, RT_ARGS_ONE);
  return writerow_from(self, argv[0], PY_LIB_CSV_WRITEROW);
}

static Value m_writerows(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("writerows", argc, kw, 1, 1, RT_ARGS_ONE);
  Value it = rt_iter(argv[0]), row;
  int mark = rt_cleanup_push_value(&it);
  while (rt_next(it, &row)) {
    int m = rt_cleanup_push_value(&row);
    Value r = writerow_from(self, row, PY_LIB_CSV_WRITEROWS);
    rt_decref(r);
    rt_cleanup_pop(m, true);
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value m_writeheader(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("writeheader", argc, kw, 0, 0, RT_ARGS_NONE);
  return write_row(RT_AS(Writer, self), RT_AS(Writer, self)->fieldnames);
}

static Value writer_getattr(Value self, const char *name) {
  Writer *w = RT_AS(Writer, self);
  if (strcmp(name, "writerow") == 0) return rt_native_bind("writerow", m_writerow, self);
  if (strcmp(name, "writerows") == 0) return rt_native_bind("writerows", m_writerows, self);
  if (!rt_is_undef(w->fieldnames) && strcmp(name, "writeheader") == 0) return rt_native_bind("writeheader", m_writeheader, self);
  if (!rt_is_undef(w->fieldnames) && strcmp(name, "fieldnames") == 0) return (rt_incref(w->fieldnames), w->fieldnames);
  return rt_undef();
}

static Value writer_repr(Value self) {
  bool dict = !rt_is_undef(RT_AS(Writer, self)->fieldnames);
  return rt_str_printf(dict ? "<csv.DictWriter object at %p>" : "<_csv.writer object at %p>", (void *)self.as.o);
}

static const ObjType writer_type = {
    .name = "_csv.writer",
    .free = writer_free,
    .repr = writer_repr,
    .getattr = writer_getattr,
};

static Value make_writer(Value f, Dialect d) {
  Value write = rt_getattr(f, "write");
  Writer *w = rt_calloc(1, sizeof *w);
  rt_obj_init(&w->hdr, &writer_type);
  w->write = write;
  w->d = d;
  w->fieldnames = rt_undef();
  w->restval = rt_undef();
  return rt_obj(w);
}

static Value c_writer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc < 1 || argc > 2) rt_raise(RT_EXC_TypeError, "expected at most 2 arguments, got %d", argc);
  return make_writer(argv[0], dialect_of(argc > 1 ? argv[1] : rt_undef(), kw, NULL));
}

/* ---- DictReader, DictWriter ---- */

typedef struct DictReader {
  Obj hdr;
  Value reader, fieldnames, restkey, restval; /* fieldnames: RT_UNDEF until the first row */
} DictReader;

static void dr_free(Obj *o) {
  DictReader *r = (DictReader *)o;
  rt_decref(r->reader);
  rt_decref(r->fieldnames);
  rt_decref(r->restkey);
  rt_decref(r->restval);
  free(o);
}

static void dr_header(DictReader *r) {
  if (!rt_is_undef(r->fieldnames)) return;
  Value row;
  r->fieldnames = reader_next(r->reader, &row) ? row : rt_none();
}

static bool dr_next(Value self, Value *out) {
  DictReader *r = RT_AS(DictReader, self);
  dr_header(r);
  Value row;
  do {
    if (!reader_next(r->reader, &row)) return false;
    if (RT_AS(List, row)->n) break;
    rt_decref(row); /* blank lines are skipped */
  } while (true);
  int mark = rt_cleanup_push_value(&row);
  Value d = rt_dict_new();
  rt_cleanup_push_value(&d);
  List *names = RT_AS(List, r->fieldnames), *vals = RT_AS(List, row);
  int64_t k = 0;
  for (; k < names->n && k < vals->n; k++) rt_dict_set(d, names->items[k], vals->items[k]);
  for (int64_t j = k; j < names->n; j++) rt_dict_set(d, names->items[j], r->restval);
  if (k < vals->n) {
    Value extra = rt_list_from(vals->n - k, vals->items + k);
    rt_dict_set(d, r->restkey, extra);
    rt_decref(extra);
  }
  rt_cleanup_pop(mark, false);
  rt_decref(row);
  *out = d;
  return true;
}

static Value dr_getattr(Value self, const char *name) {
  DictReader *r = RT_AS(DictReader, self);
  if (strcmp(name, "fieldnames") == 0) {
    dr_header(r);
    return (rt_incref(r->fieldnames), r->fieldnames);
  }
  if (strcmp(name, "line_num") == 0) return rt_int(RT_AS(Reader, r->reader)->line_num);
  return rt_undef();
}

static Value dr_repr(Value self) { return rt_str_printf("<csv.DictReader object at %p>", (void *)self.as.o); }

static const ObjType dict_reader_type = {
    .name = "DictReader",
    .free = dr_free,
    .repr = dr_repr,
    .getattr = dr_getattr,
    .iter = self_iter,
    .next = dr_next,
};


static Value as_list(Value v) {
  if (rt_is_undef(v) || rt_is_none(v)) return rt_undef();
  return rt_call(rt_builtin_lookup("list"), 1, &v, NULL);
}

static Value c_dict_reader(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const extra[] = {"fieldnames", "restkey", "restval", NULL};
  if (argc < 1 || argc > 2) rt_raise(RT_EXC_TypeError, "DictReader() takes from 2 to 5 positional arguments but %d were given", argc + 1);
  Dialect d = dialect_of(rt_undef(), kw, extra);
  Value names = as_list(argc > 1 ? argv[1] : kw_value(kw, "fieldnames"));
  int mark = rt_cleanup_push_value(&names);
  Value reader = make_reader(argv[0], d);
  DictReader *r = rt_calloc(1, sizeof *r);
  rt_obj_init(&r->hdr, &dict_reader_type);
  r->reader = reader;
  r->fieldnames = names;
  Value rk = kw_value(kw, "restkey"), rv = kw_value(kw, "restval");
  r->restkey = rt_is_undef(rk) ? rt_none() : (rt_incref(rk), rk);
  r->restval = rt_is_undef(rv) ? rt_none() : (rt_incref(rv), rv);
  rt_cleanup_pop(mark, false);
  return rt_obj(r);
}

static Value c_dict_writer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const extra[] = {"fieldnames", "restval", "extrasaction", NULL};
  if (argc < 1 || argc > 2) rt_raise(RT_EXC_TypeError, "DictWriter() takes from 3 to 5 positional arguments but %d were given", argc + 1);
  Value names = argc > 1 ? argv[1] : kw_value(kw, "fieldnames");
  if (rt_is_undef(names)) rt_raise(RT_EXC_TypeError, "DictWriter.__init__() missing 1 required positional argument: 'fieldnames'");
  Value action = kw_value(kw, "extrasaction");
  bool ignore = false;
  if (!rt_is_undef(action)) {
    const char *a = rt_is_str(action) ? rt_str_data(action) : "";
    if (strcmp(a, "ignore") != 0 && strcmp(a, "raise") != 0) {
      Value r = rt_repr(action);
      rt_cleanup_push_value(&r);
      rt_raise(RT_EXC_ValueError, "extrasaction (%s) must be 'raise' or 'ignore'", rt_str_data(r));
    }
    ignore = strcmp(a, "ignore") == 0;
  }
  Value w = make_writer(argv[0], dialect_of(rt_undef(), kw, extra));
  int mark = rt_cleanup_push_value(&w);
  Writer *wr = RT_AS(Writer, w);
  wr->fieldnames = as_list(names);
  Value rv = kw_value(kw, "restval");
  wr->restval = rt_is_undef(rv) ? rt_str_from_c("") : (rt_incref(rv), rv);
  wr->ignore_extra = ignore;
  rt_cleanup_pop(mark, false);
  return w;
}

void rt_csv_module_init(Value m) {
  rt_module_add_fn(m, "reader", c_reader);
  rt_module_add_fn(m, "writer", c_writer);
  rt_module_add_fn(m, "DictReader", c_dict_reader);
  rt_module_add_fn(m, "DictWriter", c_dict_writer);
  rt_module_add_fn(m, "field_size_limit", c_field_size_limit);
  rt_module_set(m, "QUOTE_MINIMAL", rt_int(QUOTE_MINIMAL));
  rt_module_set(m, "QUOTE_ALL", rt_int(QUOTE_ALL));
  rt_module_set(m, "QUOTE_NONNUMERIC", rt_int(QUOTE_NONNUMERIC));
  rt_module_set(m, "QUOTE_NONE", rt_int(QUOTE_NONE));
  csv_dialect_init(m);
  csv_sniffer_init(m);
}
