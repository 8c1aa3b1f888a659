# shutil.disk_usage: the usage(total, used, free) namedtuple from statvfs, in bytes; a missing
# path is FileNotFoundError.
import shutil

u = shutil.disk_usage(".")
print(type(u).__name__, u._fields, u.total > 0, u.used <= u.total, u.free <= u.total)
total, used, free = u
print(total == u[0], isinstance(free, int))
try:
    shutil.disk_usage("/no/such/folder")
except FileNotFoundError as e:
    print(e)
# expect: usage ('total', 'used', 'free') True True True
# expect: True True
# expect: [Errno 2] No such file or directory: '/no/such/folder'
