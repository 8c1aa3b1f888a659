# A folder the program puts on sys.path is searched too; sys.path[0] is the program's folder
import os
import sys

print(sys.path[0] == os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, "libdir")
import libmod
print(libmod.NAME, libmod.__name__)
try:
    import not_anywhere
except ModuleNotFoundError as e:
    print(e)
# expect: True
# expect: libmod from libdir libmod
# expect: No module named 'not_anywhere'
