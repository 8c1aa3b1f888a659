/* os_link.h — os.utime, os.symlink and os.readlink (os_link.c); os.system, replace, chmod,
 * access, getuid, getgid and urandom (os_sys.c). */
#ifndef WEFT_PY_OS_LINK_H
#define WEFT_PY_OS_LINK_H

#include "../obj/value.h"

void rt_os_link_init(Value os_module);
void rt_os_sys_init(Value os_module);
void rt_os_scandir_init(Value os_module); /* os_scandir.c: os.scandir */

#endif
