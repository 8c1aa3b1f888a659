/* strbuf_value.c — values into string buffers: appending repr()/str() of any Value to a StrBuf
 * and turning a finished buffer into a str object. The buffer itself (vm/base/strbuf.c) knows
 * only bytes; these are the object model's side of it. */
#include "objects.h"
#include "ops.h"

static void put_str_value(StrBuf *sb, Value s) {
  rt_sb_putn(sb, rt_str_data(s), (size_t)RT_AS(Str, s)->nbytes);
  rt_decref(s);
}

void rt_sb_repr(StrBuf *sb, Value v) { put_str_value(sb, rt_repr(v)); }
void rt_sb_str(StrBuf *sb, Value v) { put_str_value(sb, rt_to_str(v)); }

Value rt_sb_to_str(StrBuf *sb) {
  Value s = rt_str_new(sb->data ? sb->data : "", sb->len);
  rt_sb_free(sb);
  return s;
}
