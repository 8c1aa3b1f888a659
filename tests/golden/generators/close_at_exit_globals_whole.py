# A suspended generator that only a global holds is closed at exit while every global is still
# bound: its finally block sees names defined before it (CPython's collection of the module's
# dict finalizes it before anything is cleared). One that rebinds its own name still finishes.
log = []


class D:
    def __del__(self):
        print("del D, log is", log)


def gen(tag):
    global kept
    try:
        yield 1
    finally:
        log.append(tag)
        kept = None
        print("closed", tag, log, kept)


def plain():
    try:
        yield 2
    finally:
        print("plain closed")


d = D()
kept = gen("kept")
next(kept)
other = plain()
next(other)
both = [plain()]
next(both[0])
fresh = gen("fresh")
print("end")
# expect: end
# expect: del D, log is []
# expect: closed kept ['kept'] None
# expect: plain closed
# expect: plain closed
