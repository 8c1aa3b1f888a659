# The errno module: error numbers by name, as OSError.errno carries them, and errorcode.
import errno, os
try:
    os.remove("/nonexistent_weft_dir/f")
except OSError as e:
    print(e.errno == errno.ENOENT, errno.errorcode[e.errno], os.strerror(e.errno))
try:
    os.mkdir("/tmp")
except FileExistsError as e:
    print(e.errno == errno.EEXIST, errno.errorcode[e.errno])
print(errno.EACCES, errno.EPERM, errno.EAGAIN == errno.EWOULDBLOCK, errno.errorcode[errno.EWOULDBLOCK], errno.errorcode[errno.EDEADLK], len(errno.errorcode))
print(list(errno.errorcode.items())[:4], sorted(errno.errorcode)[:5])
# expect: True ENOENT No such file or directory
# expect: True EEXIST
# expect: 13 1 True EAGAIN EDEADLOCK 130
# expect: [(19, 'ENODEV'), (50, 'ENOCSI'), (113, 'EHOSTUNREACH'), (42, 'ENOMSG')] [1, 2, 3, 4, 5]
