/* strbuf.h — a growable byte buffer for building strings and printed output. */
#ifndef WEFT_RT_STRBUF_H
#define WEFT_RT_STRBUF_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct StrBuf {
  char *data;  /* always NUL-terminated once anything was written */
  size_t len, cap;
} StrBuf;

void rt_sb_init(StrBuf *sb);
void rt_sb_free(StrBuf *sb);
/* Register sb to be freed if an exception unwinds through the caller (error.h's cleanups);
 * returns the mark for rt_cleanup_pop (run=false once the buffer was handed on or freed). */
int rt_sb_cleanup_push(StrBuf *sb);
void rt_sb_putc(StrBuf *sb, char c);
/* Room for `extra` more bytes without raising: false when memory ran out (threads that may not
 * raise, such as the simulator's workers, reserve first and then append). */
bool rt_sb_try_reserve(StrBuf *sb, size_t extra);
void rt_sb_putn(StrBuf *sb, const char *s, size_t n);
void rt_sb_puts(StrBuf *sb, const char *s);
void rt_sb_printf(StrBuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void rt_sb_vprintf(StrBuf *sb, const char *fmt, va_list ap);

#endif
