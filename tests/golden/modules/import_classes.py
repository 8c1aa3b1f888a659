# Classes from a module: their repr, their instances' default repr and an exception's name
import exmod
from exmod import MyError, Plain

print(Plain, MyError, Plain.__module__)
print(repr(Plain()).split(" object at ")[0])
try:
    exmod.fail()
except MyError as e:
    print(repr(e), type(e).__name__, type(e).__module__)
exmod.fail()
# expect: <class 'exmod.Plain'> <class 'exmod.MyError'> exmod
# expect: <exmod.Plain
# expect: MyError('custom') MyError exmod
# expect runtime error: exmod.MyError: custom
