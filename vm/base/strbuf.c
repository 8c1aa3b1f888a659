/* strbuf.c — growable byte buffer. */
#include "strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"

void rt_sb_init(StrBuf *sb) {
  sb->data = NULL;
  sb->len = sb->cap = 0;
}

void rt_sb_free(StrBuf *sb) {
  free(sb->data);
  rt_sb_init(sb);
}

static void sb_release(void *sb) { rt_sb_free(sb); }

int rt_sb_cleanup_push(StrBuf *sb) { return rt_cleanup_push(sb_release, sb); }

static void reserve(StrBuf *sb, size_t extra) {
  if (sb->len + extra + 1 <= sb->cap) return;
  size_t cap = sb->cap ? sb->cap : 64;
  while (cap < sb->len + extra + 1) cap *= 2;
  sb->data = rt_realloc(sb->data, cap);
  sb->cap = cap;
}

bool rt_sb_try_reserve(StrBuf *sb, size_t extra) {
  if (sb->len + extra + 1 <= sb->cap) return true;
  size_t cap = sb->cap ? sb->cap : 64;
  while (cap < sb->len + extra + 1) cap *= 2;
  char *data = realloc(sb->data, cap);
  if (!data) return false;
  sb->data = data;
  sb->cap = cap;
  return true;
}

void rt_sb_putn(StrBuf *sb, const char *s, size_t n) {
  reserve(sb, n);
  memcpy(sb->data + sb->len, s, n);
  sb->len += n;
  sb->data[sb->len] = '\0';
}

void rt_sb_putc(StrBuf *sb, char c) { rt_sb_putn(sb, &c, 1); }
void rt_sb_puts(StrBuf *sb, const char *s) { rt_sb_putn(sb, s, strlen(s)); }

void rt_sb_vprintf(StrBuf *sb, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n <= 0) return;
  reserve(sb, (size_t)n);
  vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
  sb->len += (size_t)n;
}

void rt_sb_printf(StrBuf *sb, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  rt_sb_vprintf(sb, fmt, ap);
  va_end(ap);
}
