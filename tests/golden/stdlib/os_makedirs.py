# os.makedirs makes the missing parents; exist_ok=True accepts a folder that is there.
import os
base = os.path.join("/tmp", "weft_stdlib_makedirs_" + str(os.getpid()))
deep = os.path.join(base, "a", "b", "c")
os.makedirs(deep)
try:
    print(os.path.isdir(deep), os.listdir(base), os.listdir(os.path.join(base, "a")))
    os.makedirs(deep, exist_ok=True)
    try:
        os.makedirs(deep)
    except FileExistsError as e:
        print(type(e).__name__, e.errno, e.filename == deep)
finally:
    os.rmdir(deep)
    os.rmdir(os.path.join(base, "a", "b"))
    os.rmdir(os.path.join(base, "a"))
    os.rmdir(base)
print(os.path.exists(base))

# expect: True ['a'] ['b']
# expect: FileExistsError 17 True
# expect: False
