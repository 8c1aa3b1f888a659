# The platform module: uname fields, architecture, libc, platform() and the python_* answers
# (those of CPython 3.11.2, which Weft stands for).
import platform, sys
print(platform.system(), platform.machine(), platform.python_version(), platform.python_implementation(), repr(platform.processor()))
print(platform.architecture(), platform.python_version_tuple(), platform.libc_ver()[0], platform.python_compiler())
u = platform.uname()
print(type(u).__name__, u.system, u[0] == u.system, u.machine == platform.machine())
print(platform.release() == u.release, platform.version() == u.version, platform.node() == u.node)
print(platform.platform().startswith(f"{u.system}-{u.release}-{u.machine}-with-glibc"), platform.platform(terse=True) == platform.platform())
print(platform.python_version() == sys.version.split()[0])
try:
    platform.system(1)
except TypeError as e:
    print(e)
# expect: Linux x86_64 3.11.2 CPython ''
# expect: ('64bit', 'ELF') ('3', '11', '2') glibc GCC 12.2.0
# expect: uname_result Linux True True
# expect: True True True
# expect: True True
# expect: True
# expect: system() takes 0 positional arguments but 1 was given
