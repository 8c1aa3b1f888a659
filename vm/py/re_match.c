/* re_match.c — re.Match (the spans of a successful match, as character indices, and its
 * groups, start/end/span, groupdict, lastindex, expand, m[g], its repr) and the replacement
 * templates of sub() and expand() (\1, \g<1>, \g<name>, escapes) with Python's messages. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "re_internal.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct ReMatch {
  Obj hdr;
  Value pattern, string;
  int64_t pos, endpos;
  int ngroups, lastindex; /* lastindex: -1 for None */
  /* span[2g], span[2g+1]: group g's character indices (-1 when it did not take part), then
   * the same in bytes from off[2 * (ngroups + 1)] on */
  int64_t off[];
} ReMatch;

static const ObjType match_type;
typedef struct ModState {
  Value match_class; /* borrowed: the module holds it */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"re.Match", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

#define MT(v) RT_AS(ReMatch, v)

bool re_is_match(Value v) { return rt_is_type(v, &match_type); }

static int64_t *byte_span(ReMatch *m) { return m->off + 2 * (m->ngroups + 1); }

static void match_free(Obj *o) {
  ReMatch *m = (ReMatch *)o;
  rt_decref(m->pattern);
  rt_decref(m->string);
  free(m);
}

/* The group Python calls lastindex: the last one closed, i.e. the one ending last (the outer
 * of two ending together). */
static int last_closed(ReMatch *m) {
  int best = -1;
  for (int g = 1; g <= m->ngroups; g++) {
    int64_t s = m->off[2 * g], e = m->off[2 * g + 1];
    if (s < 0) continue;
    if (best < 0 || e > m->off[2 * best + 1] || (e == m->off[2 * best + 1] && s < m->off[2 * best])) {
      best = g;
    }
  }
  return best;
}

Value re_match_new(Value pattern, ReSubject *s, pcre2_match_data *md, int64_t pos,
                   int64_t endpos) {
  int ng = RT_AS(RePattern, pattern)->ngroups;
  ReMatch *m = rt_malloc(sizeof *m + sizeof(int64_t) * 4 * (size_t)(ng + 1));
  rt_obj_init(&m->hdr, &match_type);
  m->pattern = (rt_incref(pattern), pattern);
  m->string = (rt_incref(s->obj), s->obj);
  m->pos = pos;
  m->endpos = endpos;
  m->ngroups = ng;
  PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
  uint32_t nov = pcre2_get_ovector_count(md);
  int64_t *bs = byte_span(m);
  for (int k = 0; k < 2 * (ng + 1); k++) {
    bool set = (uint32_t)(k / 2) < nov && ov[k] != PCRE2_UNSET;
    bs[k] = set ? (int64_t)ov[k] : -1;
    m->off[k] = set ? re_char_index(s, bs[k]) : -1;
  }
  m->lastindex = last_closed(m);
  return rt_obj(m);
}

/* Group key (an int or a name) as a number, IndexError "no such group" otherwise. */
static int group_number(ReMatch *m, Value key) {
  if (key.tag == RT_INT || key.tag == RT_BOOL || (rt_is_obj(key) && key.as.o->type->index)) {
    int64_t g = rt_to_index(key, NULL);
    if (g >= 0 && g <= m->ngroups) return (int)g;
  } else if (rt_is_str(key)) {
    Value v = rt_dict_get(RT_AS(RePattern, m->pattern)->groupindex, key);
    if (!rt_is_undef(v)) return (int)v.as.i;
  }
  rt_raise(RT_EXC_IndexError, "no such group");
}

static Value slice(ReMatch *m, int64_t b0, int64_t b1) {
  if (rt_is_str(m->string)) return rt_str_new(rt_str_data(m->string) + b0, (size_t)(b1 - b0));
  int64_t n = RT_AS(Bytes, m->string)->n; /* a bytearray may have shrunk since */
  if (b1 > n) b1 = n;
  if (b0 > b1) b0 = b1;
  return rt_bytes_new(&rt_bytes_type, RT_AS(Bytes, m->string)->data + b0, (size_t)(b1 - b0));
}

Value re_match_group(Value mv, int g, Value dflt) {
  ReMatch *m = MT(mv);
  int64_t *bs = byte_span(m);
  if (bs[2 * g] < 0) return (rt_incref(dflt), dflt);
  return slice(m, bs[2 * g], bs[2 * g + 1]);
}

/* ---- methods ---- */

static Value mm_group(ARGS) {
  (void)kw;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "group() takes no keyword arguments");
  if (argc == 0) return re_match_group(self, 0, rt_none());
  if (argc == 1) return re_match_group(self, group_number(MT(self), argv[0]), rt_none());
  Value t = rt_tuple_new(argc);
  int mark = rt_cleanup_push_value(&t);
  for (int k = 0; k < argc; k++) {
    rt_tuple_set(t, k, re_match_group(self, group_number(MT(self), argv[k]), rt_none()));
  }
  rt_cleanup_pop(mark, false);
  return t;
}

static const char *const default_names[] = {"default"};

static Value mm_groups(ARGS) {
  Value a[1];
  rt_parse_args("groups", argc, argv, kw, 1, default_names, 0, a);
  Value dflt = rt_is_undef(a[0]) ? rt_none() : a[0];
  int n = MT(self)->ngroups;
  Value t = rt_tuple_new(n);
  for (int g = 1; g <= n; g++) rt_tuple_set(t, g - 1, re_match_group(self, g, dflt));
  return t;
}

static Value mm_groupdict(ARGS) {
  Value a[1];
  rt_parse_args("groupdict", argc, argv, kw, 1, default_names, 0, a);
  Value dflt = rt_is_undef(a[0]) ? rt_none() : a[0];
  Value d = rt_dict_new(), key, num, v = rt_undef();
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&v);
  Value index = RT_AS(RePattern, MT(self)->pattern)->groupindex;
  for (int64_t pos = 0; rt_dict_next(index, &pos, &key, &num);) {
    v = re_match_group(self, (int)num.as.i, dflt);
    rt_dict_set(d, key, v);
    rt_decref(v);
    v = rt_undef();
  }
  rt_cleanup_pop(mark, false);
  return d;
}

static int group_arg(const char *name, Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args(name, argc, kw, 0, 1, RT_ARGS_CLINIC);
  return argc ? group_number(MT(self), argv[0]) : 0;
}

static Value mm_start(ARGS) { return rt_int(MT(self)->off[2 * group_arg("start", self, argc, argv, kw)]); }
static Value mm_end(ARGS) { return rt_int(MT(self)->off[2 * group_arg("end", self, argc, argv, kw) + 1]); }

static Value span_of(ReMatch *m, int g) {
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, rt_int(m->off[2 * g]));
  rt_tuple_set(t, 1, rt_int(m->off[2 * g + 1]));
  return t;
}

static Value mm_span(ARGS) { return span_of(MT(self), group_arg("span", self, argc, argv, kw)); }

static Value mm_expand(ARGS) {
  static const char *const names[] = {"template"};
  Value a[1];
  rt_parse_args("expand", argc, argv, kw, 1, names, 1, a);
  Value t = re_template_parse(RT_AS(RePattern, MT(self)->pattern), a[0]);
  int mark = rt_cleanup_push_value(&t);
  Value r = re_expand(t, self);
  rt_cleanup_pop(mark, true);
  return r;
}

Value re_copy_self(ARGS) {
  (void)argv;
  rt_check_args("__copy__", argc, kw, 0, 1, RT_ARGS_CLINIC);
  return (rt_incref(self), self);
}

RtMethodFn re_method_find(const ReMethod *table, const char *name) {
  for (const ReMethod *m = table; m->name; m++) {
    if (strcmp(m->name, name) == 0) return m->fn;
  }
  return NULL;
}

Value re_method_bound(const ReMethod *table, Value self, const char *name) {
  for (const ReMethod *m = table; m->name; m++) {
    if (strcmp(m->name, name) == 0) return rt_native_bind(m->name, m->fn, self);
  }
  return rt_undef();
}

static const ReMethod match_methods[] = {
    {"__copy__", re_copy_self}, {"__deepcopy__", re_copy_self},
    {"group", mm_group}, {"groups", mm_groups}, {"groupdict", mm_groupdict},
    {"start", mm_start}, {"end", mm_end},       {"span", mm_span},
    {"expand", mm_expand}, {NULL, NULL}};

static RtMethodFn match_method(Value self, const char *name) {
  (void)self;
  return re_method_find(match_methods, name);
}

static Value regs(ReMatch *m) {
  Value t = rt_tuple_new(m->ngroups + 1);
  for (int g = 0; g <= m->ngroups; g++) rt_tuple_set(t, g, span_of(m, g));
  return t;
}

static Value lastgroup(ReMatch *m) {
  Value key, num, index = RT_AS(RePattern, m->pattern)->groupindex;
  for (int64_t pos = 0; m->lastindex > 0 && rt_dict_next(index, &pos, &key, &num);) {
    if (num.as.i == m->lastindex) return (rt_incref(key), key);
  }
  return rt_none();
}

static Value match_getattr(Value self, const char *name) {
  ReMatch *m = MT(self);
  if (strcmp(name, "string") == 0) return (rt_incref(m->string), m->string);
  if (strcmp(name, "re") == 0) return (rt_incref(m->pattern), m->pattern);
  if (strcmp(name, "pos") == 0) return rt_int(m->pos);
  if (strcmp(name, "endpos") == 0) return rt_int(m->endpos);
  if (strcmp(name, "lastindex") == 0) return m->lastindex < 0 ? rt_none() : rt_int(m->lastindex);
  if (strcmp(name, "lastgroup") == 0) return lastgroup(m);
  if (strcmp(name, "regs") == 0) return regs(m);
  return re_method_bound(match_methods, self, name);
}

static Value match_getitem(Value self, Value key) {
  return re_match_group(self, group_number(MT(self), key), rt_none());
}

static Value match_repr(Value self) {
  ReMatch *m = MT(self);
  Value g = re_match_group(self, 0, rt_none());
  int mark = rt_cleanup_push_value(&g);
  Value r = rt_repr(g);
  rt_cleanup_push_value(&r);
  Value out = rt_str_printf("<re.Match object; span=(%lld, %lld), match=%s>",
                            (long long)m->off[0], (long long)m->off[1], rt_str_data(r));
  rt_cleanup_pop(mark, true);
  return out;
}

static Value match_type_object(Value self) {
  ModState *st = mod_state();
  (void)self;
  return (rt_incref(st->match_class), st->match_class);
}

static const ObjType match_type = {
    .name = "re.Match",
    .free = match_free,
    .repr = match_repr,
    .getattr = match_getattr,
    .getitem = match_getitem,
    .method = match_method,
    .type_object = match_type_object,
};

/* ---- templates: a list of literals (str or bytes) and group numbers (ints) ---- */

typedef struct Tmpl {
  Value repl;
  const char *src;
  int64_t n, i;
  int64_t tail_bs; /* a lone backslash ending the template: its byte, else -1 */
  bool is_bytes;
  RePattern *p;
  StrBuf lit;
  Value items;
} Tmpl;

static int64_t tmpl_pos(const Tmpl *t, int64_t b) {
  if (t->is_bytes) return b;
  int64_t c = 0;
  for (int64_t k = 0; k < b; k++) c += ((unsigned char)t->src[k] & 0xC0) != 0x80;
  return c;
}

/* As in patterns (re_syntax.c), a lone backslash ending the template is an error as soon as
 * the token before it is read. */
#define TFAIL(t, b, ...)                                                                   \
  do {                                                                                     \
    if ((t)->tail_bs >= 0 && (t)->i >= (t)->tail_bs) {                                     \
      re_error((t)->repl, tmpl_pos((t), (t)->tail_bs), "bad escape (end of pattern)");     \
    }                                                                                      \
    re_error((t)->repl, tmpl_pos((t), (b)), __VA_ARGS__);                                  \
  } while (0)

static void flush_literal(Tmpl *t) {
  if (t->lit.len == 0) return;
  Value v = t->is_bytes ? rt_bytes_new(&rt_bytes_type, t->lit.data, t->lit.len)
                        : rt_str_new(t->lit.data, t->lit.len);
  rt_list_append(t->items, v);
  rt_decref(v);
  t->lit.len = 0;
}

static void add_group(Tmpl *t, int64_t g, int64_t at) {
  if (g > t->p->ngroups) TFAIL(t, at, "invalid group reference %lld", (long long)g);
  flush_literal(t);
  rt_list_append(t->items, rt_int(g));
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_octal(char c) { return c >= '0' && c <= '7'; }

/* \g<name> or \g<number>; t->i is after 'g'. */
static void named_group(Tmpl *t) {
  if (t->i >= t->n || t->src[t->i] != '<') TFAIL(t, t->i, "missing <");
  int64_t at = ++t->i;
  while (t->i < t->n && t->src[t->i] != '>') t->i++;
  if (t->i == at) TFAIL(t, t->i < t->n ? at : t->i, "missing group name");
  if (t->i >= t->n) TFAIL(t, at, "missing >, unterminated name");
  int64_t end = t->i++;
  bool digits = true, ident = !is_digit(t->src[at]);
  for (int64_t k = at; k < end; k++) {
    unsigned char c = (unsigned char)t->src[k];
    digits = digits && is_digit((char)c);
    ident = ident && (c == '_' || c >= 128 || is_digit((char)c) || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z'));
  }
  if (ident) {
    Value key = rt_str_new(t->src + at, (size_t)(end - at));
    Value g = rt_dict_get(t->p->groupindex, key);
    int mark = rt_cleanup_push_value(&key);
    if (rt_is_undef(g)) {
      Value r = rt_repr(key);
      rt_cleanup_push_value(&r);
      rt_raise(RT_EXC_IndexError, "unknown group name %s", rt_str_data(r));
    }
    rt_cleanup_pop(mark, true);
    add_group(t, g.as.i, at);
    return;
  }
  if (!digits || end - at > 9) {
    Value name = rt_str_new(t->src + at, (size_t)(end - at));
    rt_cleanup_push_value(&name);
    Value r = rt_repr(name);
    rt_cleanup_push_value(&r);
    TFAIL(t, at, "bad character in group name %s", rt_str_data(r));
  }
  add_group(t, strtoll(t->src + at, NULL, 10), at);
}

/* One escape; t->i is after the backslash. */
static void template_escape(Tmpl *t) {
  int64_t at = t->i - 1;
  if (t->i >= t->n) TFAIL(t, at, "bad escape (end of pattern)");
  char c = t->src[t->i++];
  if (c == 'g') return named_group(t);
  if (c == '0') {
    int v = 0;
    for (int k = 0; k < 2 && t->i < t->n && is_octal(t->src[t->i]); k++) v = v * 8 + (t->src[t->i++] - '0');
    if (t->is_bytes) rt_sb_putc(&t->lit, (char)v);
    else rt_utf8_encode(&t->lit, (uint32_t)v);
    return;
  }
  if (is_digit(c)) {
    int64_t g = c - '0';
    if (t->i < t->n && is_digit(t->src[t->i])) {
      char d = t->src[t->i++];
      if (is_octal(c) && is_octal(d) && t->i < t->n && is_octal(t->src[t->i])) {
        int v = ((c - '0') * 8 + (d - '0')) * 8 + (t->src[t->i++] - '0');
        if (v > 0377) {
          TFAIL(t, at, "octal escape value %.*s outside of range 0-0o377", (int)(t->i - at), t->src + at);
        }
        if (t->is_bytes) rt_sb_putc(&t->lit, (char)v);
        else rt_utf8_encode(&t->lit, (uint32_t)v);
        return;
      }
      g = g * 10 + (d - '0');
    }
    return add_group(t, g, at + 1);
  }
  static const char from[] = "abfnrtv\\", to[] = "\a\b\f\n\r\t\v\\";
  const char *e = strchr(from, c);
  if (e && c) {
    rt_sb_putc(&t->lit, to[e - from]);
  } else if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') {
    TFAIL(t, at, "bad escape \\%c", c);
  } else {
    rt_sb_putc(&t->lit, '\\');
    t->i--; /* the character after the backslash is itself */
    int len = 1;
    if (!t->is_bytes) rt_utf8_decode(t->src + t->i, &len);
    rt_sb_putn(&t->lit, t->src + t->i, (size_t)len);
    t->i += len;
  }
}

Value re_template_parse(RePattern *p, Value repl) {
  if (!p->is_bytes && !rt_is_str(repl)) {
    rt_raise(RT_EXC_TypeError, "decoding to str: need a bytes-like object, %s found", rt_type_name(repl));
  }
  if (p->is_bytes && !rt_is_bytes_like(repl)) {
    rt_raise(RT_EXC_TypeError, "expected a bytes-like object, %s found", rt_type_name(repl));
  }
  Tmpl t = {.repl = repl, .is_bytes = p->is_bytes, .p = p, .tail_bs = -1};
  t.src = p->is_bytes ? (const char *)RT_AS(Bytes, repl)->data : rt_str_data(repl);
  t.n = p->is_bytes ? RT_AS(Bytes, repl)->n : RT_AS(Str, repl)->nbytes;
  if (!t.src || !memchr(t.src, '\\', (size_t)t.n)) return (rt_incref(repl), repl);
  for (int64_t k = 0; k < t.n; k += t.src[k] == '\\' ? 2 : 1) {
    if (t.src[k] == '\\' && k + 1 == t.n) t.tail_bs = k;
  }
  rt_sb_init(&t.lit);
  t.items = rt_list_new(4);
  int mark = rt_cleanup_push_value(&t.items);
  int litmark = rt_sb_cleanup_push(&t.lit);
  while (t.i < t.n) {
    const char *bs = memchr(t.src + t.i, '\\', (size_t)(t.n - t.i));
    int64_t stop = bs ? bs - t.src : t.n;
    rt_sb_putn(&t.lit, t.src + t.i, (size_t)(stop - t.i));
    t.i = stop;
    if (t.i < t.n) {
      t.i++;
      template_escape(&t);
    }
  }
  flush_literal(&t);
  rt_cleanup_pop(litmark, true);
  rt_cleanup_pop(mark, false);
  return t.items;
}

static void put_value(StrBuf *sb, Value v) {
  if (rt_is_str(v)) rt_sb_putn(sb, rt_str_data(v), (size_t)RT_AS(Str, v)->nbytes);
  else rt_sb_putn(sb, (const char *)RT_AS(Bytes, v)->data, (size_t)RT_AS(Bytes, v)->n);
}

Value re_expand(Value tmpl, Value mv) {
  if (!rt_is_list(tmpl)) return (rt_incref(tmpl), tmpl);
  ReMatch *m = MT(mv);
  int64_t *bs = byte_span(m);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  List *l = RT_AS(List, tmpl);
  for (int64_t k = 0; k < l->n; k++) {
    Value it = l->items[k];
    if (it.tag != RT_INT) {
      put_value(&sb, it);
    } else if (bs[2 * it.as.i] >= 0) {
      Value g = slice(m, bs[2 * it.as.i], bs[2 * it.as.i + 1]);
      put_value(&sb, g);
      rt_decref(g);
    }
  }
  rt_cleanup_pop(mark, false);
  if (rt_is_str(m->string)) return rt_sb_to_str(&sb);
  Value r = rt_bytes_new(&rt_bytes_type, sb.data ? sb.data : "", sb.len);
  rt_sb_free(&sb);
  return r;
}

static Value no_instances(ARGS) {
  (void)self, (void)argc, (void)argv, (void)kw;
  rt_raise(RT_EXC_TypeError, "cannot create 're.Match' instances");
}

void re_match_init(Value m) {
  ModState *st = mod_state();
  st->match_class = rt_native_class("Match", no_instances, re_is_match, "<class 're.Match'>");
  rt_module_set(m, "Match", st->match_class);
}
