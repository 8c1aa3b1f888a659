/* inspect_source.c — inspect's readers of source text and docstrings: getfile, getsourcefile,
 * getsourcelines, getsource, getdoc and cleandoc. A function's source is the block that starts
 * at its code's first line (decorator lines above it included) and goes on while lines are
 * blank or indented deeper, as CPython's getblock finds it; a class's is the `class Name`
 * statement found in the file of one of its methods (the program's file when it has none). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static Value one_arg(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"object"};
  Value a[1];
  py_parse_pyargs(fname, argc, argv, kw, 1, names, 1, a);
  return a[0];
}

static void wrong_kind(Value obj) {
  rt_raise(RT_EXC_TypeError, "module, class, method, function, traceback, frame, or code object was expected, got %s",
           rt_type_name(obj));
}

/* The function behind a bound method, else obj itself (borrowed). */
static Value unwrap(Value obj) {
  if (rt_is_type(obj, &rt_bound_method_type)) return RT_AS(BoundMethod, obj)->func;
  return obj;
}

/* The file a Python function's code came from (new reference). */
static Value function_file(Value f) {
  Value code = rt_getattr(f, "__code__");
  int mark = rt_cleanup_push_value(&code);
  Value file = rt_getattr(code, "co_filename");
  rt_cleanup_pop(mark, true);
  return file;
}

/* A class's file: that of the first Python function in its own dict, else the program's. */
static Value class_file(Value cls) {
  ClassObj *c = RT_AS(ClassObj, cls);
  Value d = rt_getattr(cls, "__dict__"), items = rt_undef();
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&items);
  items = rt_call(rt_builtin_lookup("list"), 1, &d, NULL);
  for (int64_t k = 0; k < RT_AS(List, items)->n; k++) {
    Value v = rt_getitem(d, RT_AS(List, items)->items[k]);
    if (rt_is_type(v, &rt_staticmethod_type) || rt_is_type(v, &rt_classmethod_type)) {
      Value f = RT_AS(Wrapped, v)->func;
      rt_incref(f);
      rt_decref(v);
      v = f;
    }
    if (rt_is_python_function(v)) {
      Value file = function_file(v);
      rt_decref(v);
      rt_cleanup_pop(mark, true);
      return file;
    }
    rt_decref(v);
  }
  rt_cleanup_pop(mark, true);
  (void)c;
  Value sys = rt_import("sys");
  mark = rt_cleanup_push_value(&sys);
  Value argv0 = rt_getattr(sys, "argv");
  rt_cleanup_push_value(&argv0);
  Value file = RT_AS(List, argv0)->n ? RT_AS(List, argv0)->items[0] : rt_str_from_c("");
  if (RT_AS(List, argv0)->n) rt_incref(file);
  rt_cleanup_pop(mark, true);
  return file;
}

static Value file_of(Value obj) {
  Value f = unwrap(obj);
  if (rt_is_python_function(f)) return function_file(f);
  if (rt_is_class(f)) return class_file(f);
  if (rt_is_type(f, &rt_module_type)) {
    Value file = rt_undef();
    if (rt_try_getattr(f, "__file__", &file)) return file;
    Value r = rt_repr(f);
    int mark = rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "%s is a built-in module", rt_str_data(r));
    rt_cleanup_pop(mark, true);
  }
  wrong_kind(obj);
  return rt_none();
}

static Value i_getfile(ARGS) {
  (void)self;
  return file_of(one_arg("getfile", argc, argv, kw));
}

/* ---- reading blocks ---- */

/* The lines of a file, each with its newline (a new list); OSError when it cannot be read. */
Value py_file_lines(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) rt_raise(RT_EXC_OSError, "could not get source code");
  Value lines = rt_list_new(0);
  char *buf = NULL;
  size_t cap = 0;
  ssize_t len;
  while ((len = getline(&buf, &cap, f)) >= 0) {
    Value s = rt_str_new(buf, (size_t)len);
    rt_list_append(lines, s);
    rt_decref(s);
  }
  free(buf);
  fclose(f);
  return lines;
}

static int indent_of(const char *s) {
  int n = 0;
  for (; *s == ' ' || *s == '\t'; s++) n += *s == '\t' ? 8 - n % 8 : 1;
  return n;
}

static bool blank(const char *s) {
  for (; *s; s++)
    if (!isspace((unsigned char)*s)) return *s == '#';
  return true;
}

/* Open brackets minus closed ones on a line, strings and comments skipped: a statement whose
 * brackets stay open continues on the next lines whatever their indentation. */
static int bracket_depth(const char *s, int depth) {
  char quote = 0;
  for (; *s; s++) {
    if (quote) {
      if (*s == '\\' && s[1]) s++;
      else if (*s == quote) quote = 0;
    } else if (*s == '#') {
      break;
    } else if (*s == '\'' || *s == '"') {
      quote = *s;
    } else if (strchr("([{", *s)) {
      depth++;
    } else if (strchr(")]}", *s) && depth > 0) {
      depth--;
    }
  }
  return depth;
}

/* The index one past the block starting at line `start` (0-based). */
static int64_t block_end(const List *l, int64_t start) {
  const char *head = rt_str_data(l->items[start]);
  int base = indent_of(head), depth = bracket_depth(head, 0);
  int64_t k = start + 1, last = start + 1;
  while (depth > 0 && k < l->n) depth = bracket_depth(rt_str_data(l->items[k++]), depth), last = k;
  const char *colon = strrchr(head, ':');
  bool opens = k > start + 1 || (colon && blank(colon + 1));
  if (!opens) return last;
  for (; k < l->n; k++) {
    const char *s = rt_str_data(l->items[k]);
    if (blank(s)) continue;
    if (indent_of(s) <= base) break;
    last = k + 1;
    for (depth = bracket_depth(s, 0); depth > 0 && k + 1 < l->n; k++, last = k + 1)
      depth = bracket_depth(rt_str_data(l->items[k + 1]), depth);
  }
  return last;
}

/* Does line s define `class name`? */
static bool class_line(const char *s, const char *name) {
  while (*s == ' ' || *s == '\t') s++;
  if (strncmp(s, "class", 5) || !isspace((unsigned char)s[5])) return false;
  s += 5;
  while (*s == ' ' || *s == '\t') s++;
  size_t n = strlen(name);
  return !strncmp(s, name, n) && (s[n] == '(' || s[n] == ':' || isspace((unsigned char)s[n]));
}

static bool decorator_line(const char *s) { return s[strspn(s, " \t")] == '@'; }

/* The line (0-based) of obj's def or class statement in lines. */
static int64_t head_line(Value obj, const List *l) {
  int64_t start = -1;
  if (rt_is_python_function(obj)) {
    Value code = rt_getattr(obj, "__code__");
    Value line = rt_getattr(code, "co_firstlineno");
    rt_decref(code);
    start = line.as.i - 1;
    while (start >= 0 && start + 1 < l->n && decorator_line(rt_str_data(l->items[start]))) start++;
  } else {
    Value name = rt_getattr(obj, "__name__");
    for (int64_t k = 0; k < l->n && start < 0; k++)
      if (class_line(rt_str_data(l->items[k]), rt_str_data(name))) start = k;
    rt_decref(name);
  }
  if (start < 0 || start >= l->n)
    rt_raise(RT_EXC_OSError, rt_is_class(obj) ? "could not find class definition" : "could not get source code");
  return start;
}

/* The first line of the block whose statement is at head: its decorators included. */
static int64_t block_start(const List *l, int64_t head) {
  int ind = indent_of(rt_str_data(l->items[head]));
  while (head > 0) {
    const char *s = rt_str_data(l->items[head - 1]);
    if (indent_of(s) != ind || !decorator_line(s)) break;
    head--;
  }
  return head;
}

/* (lines, first line number) of obj's source: a new tuple. */
static Value source_lines(Value obj) {
  Value f = unwrap(obj);
  if (!rt_is_python_function(f) && !rt_is_class(f) && !rt_is_type(f, &rt_module_type)) wrong_kind(obj);
  Value file = file_of(f), lines = rt_undef(), out = rt_undef();
  int mark = rt_cleanup_push_value(&file);
  rt_cleanup_push_value(&lines);
  rt_cleanup_push_value(&out);
  lines = py_file_lines(rt_str_data(file));
  const List *l = RT_AS(List, lines);
  int64_t start = 0, end = l->n;
  if (!rt_is_type(f, &rt_module_type)) {
    int64_t head = head_line(f, l);
    start = block_start(l, head);
    end = block_end(l, head);
  }
  out = rt_list_new(end - start);
  for (int64_t k = start; k < end; k++) rt_list_append(out, l->items[k]);
  Value pair[2] = {out, rt_int(rt_is_type(f, &rt_module_type) ? 0 : start + 1)};
  Value t = rt_tuple_from(2, pair);
  rt_cleanup_pop(mark, true);
  return t;
}

static Value i_getsourcelines(ARGS) {
  (void)self;
  return source_lines(one_arg("getsourcelines", argc, argv, kw));
}

static Value i_getsource(ARGS) {
  (void)self;
  Value t = source_lines(one_arg("getsource", argc, argv, kw));
  int mark = rt_cleanup_push_value(&t);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  const List *l = RT_AS(List, RT_AS(Tuple, t)->items[0]);
  for (int64_t k = 0; k < l->n; k++) rt_sb_putn(&sb, rt_str_data(l->items[k]), RT_AS(Str, l->items[k])->nbytes);
  rt_cleanup_pop(mark + 1, false);
  Value s = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, true);
  return s;
}

/* ---- docstrings ---- */

/* Is line k of a docstring empty once cleaned (the first stripped of its leading blanks, the
 * others of margin columns)? */
static bool line_empty(const List *l, int64_t k, int margin) {
  const char *s = rt_str_data(l->items[k]);
  size_t n = RT_AS(Str, l->items[k])->nbytes;
  if (k == 0) return strspn(s, " \t") == n;
  return n <= (size_t)(margin > 0 ? margin : 0);
}

/* inspect.cleandoc: tabs expanded, the first line's leading blanks and the other lines' common
 * indentation removed, leading and trailing blank lines dropped. */
static Value cleandoc(Value doc) {
  Value exp = rt_getattr(doc, "expandtabs"), text = rt_undef(), lines = rt_undef();
  int mark = rt_cleanup_push_value(&exp);
  rt_cleanup_push_value(&text);
  rt_cleanup_push_value(&lines);
  text = rt_call(exp, 0, NULL, NULL);
  Value split = rt_getattr(text, "split");
  Value nl = rt_str_from_c("\n");
  lines = rt_call(split, 1, &nl, NULL);
  rt_decref(split);
  rt_decref(nl);
  const List *l = RT_AS(List, lines);
  int margin = -1;
  for (int64_t k = 1; k < l->n; k++) {
    const char *s = rt_str_data(l->items[k]);
    size_t content = strspn(s, " ");
    if (s[content] && (margin < 0 || (int)content < margin)) margin = (int)content;
  }
  int64_t first = 0, last = l->n;
  while (first < last && line_empty(l, first, margin)) first++;
  while (last > first && line_empty(l, last - 1, margin)) last--;
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  for (int64_t k = first; k < last; k++) {
    const char *s = rt_str_data(l->items[k]);
    size_t n = RT_AS(Str, l->items[k])->nbytes, cut = k == 0 ? strspn(s, " ") : (margin > 0 ? (size_t)margin : 0);
    if (cut > n) cut = n;
    if (k > first) rt_sb_putc(&sb, '\n');
    rt_sb_putn(&sb, s + cut, n - cut);
  }
  rt_cleanup_pop(mark + 3, false);
  Value r = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value i_cleandoc(ARGS) {
  (void)self;
  static const char *const names[] = {"doc"};
  Value a[1];
  py_parse_pyargs("cleandoc", argc, argv, kw, 1, names, 1, a);
  if (!rt_is_str(a[0])) rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'expandtabs'", rt_type_name(a[0]));
  return cleandoc(a[0]);
}

static Value i_getdoc(ARGS) {
  (void)self;
  Value obj = one_arg("getdoc", argc, argv, kw), doc = rt_undef();
  if (!rt_try_getattr(obj, "__doc__", &doc)) return rt_none();
  int mark = rt_cleanup_push_value(&doc);
  Value r = rt_is_str(doc) ? cleandoc(doc) : rt_none();
  rt_cleanup_pop(mark, true);
  return r;
}

void py_inspect_source_init(Value m) {
  rt_module_add_fn(m, "getfile", i_getfile);
  rt_module_add_fn(m, "getsourcefile", i_getfile);
  rt_module_add_fn(m, "getsourcelines", i_getsourcelines);
  rt_module_add_fn(m, "getsource", i_getsource);
  rt_module_add_fn(m, "getdoc", i_getdoc);
  rt_module_add_fn(m, "cleandoc", i_cleandoc);
}
