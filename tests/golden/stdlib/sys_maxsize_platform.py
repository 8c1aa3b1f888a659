# sys.maxsize, sys.platform, sys.byteorder, sys.path.
import sys, os
print(sys.maxsize, sys.maxsize == 2**63 - 1, sys.platform, sys.byteorder)
print(type(sys.path).__name__, sys.path[0] == os.getcwd())

# expect: 9223372036854775807 True linux little
# expect: list True
