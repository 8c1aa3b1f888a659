/* os_link.h — os.utime, os.symlink and os.readlink (os_link.c). */
#ifndef WEFT_PY_OS_LINK_H
#define WEFT_PY_OS_LINK_H

#include "../obj/value.h"

void rt_os_link_init(Value os_module);

#endif
