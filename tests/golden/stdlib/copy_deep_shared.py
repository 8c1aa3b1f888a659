# deepcopy copies an object reached twice once, and keeps cycles.
import copy
shared = [1, 2]
outer = [shared, shared, {"s": shared}, (shared,)]
c = copy.deepcopy(outer)
print(c[0] is c[1], c[2]["s"] is c[0], c[3][0] is c[0], c[0] is shared)
cyc = [1]
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[1] is cc, cc[1] is cyc, cc[0])
memo = {}
x = copy.deepcopy(shared, memo)
print(copy.deepcopy(shared, memo) is x)

# expect: True True True False
# expect: True False 1
# expect: True
