# print(..., file=f, flush=True) calls f.flush(); a file without flush fails then.
class Sink:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
class Flushing(Sink):
    def flush(self):
        print("flushed", repr("".join(self.parts)))
f = Flushing()
print("a", "b", file=f, flush=True)
s = Sink()
print("no flush asked", file=s)
print(repr("".join(s.parts)))
print("x", file=s, flush=True)


# expect: flushed 'a b\n'
# expect: 'no flush asked\n'
# expect runtime error: AttributeError: 'Sink' object has no attribute 'flush'
