# At exit, the instances that only a global holds are finalized first, in the globals' order,
# then the items of containers the globals hold, as CPython 3.11's shutdown does.
class D:
    def __init__(self, n):
        self.n = n

    def __del__(self):
        print("del", self.n)


lst = [D("l1"), D("l2")]
z = D("z")
_private = D("_private")
pair = (D("t1"), D("t2"))
q = D("q")
print("end of program")
# expect: end of program
# expect: del z
# expect: del _private
# expect: del q
# expect: del l2
# expect: del l1
# expect: del t2
# expect: del t1
