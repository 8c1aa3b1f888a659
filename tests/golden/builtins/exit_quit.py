# exit() and quit() raise SystemExit with their argument; a str argument is printed to stderr
# and the program ends with status 1.
for f in (exit, quit):
    try:
        f(3)
    except SystemExit as e:
        print("caught", e.code, repr(e))
try:
    exit()
except SystemExit as e:
    print("no code", e.code)
try:
    exit(1, 2)
except TypeError as e:
    print(e)
exit("bye")
print("not reached")
# expect: caught 3 SystemExit(3)
# expect: caught 3 SystemExit(3)
# expect: no code None
# expect: Quitter.__call__() takes from 1 to 2 positional arguments but 3 were given
# expect runtime error: bye
