# subplot at a place already taken gives back that Axes (the same object)
import matplotlib.pyplot as plt
a = plt.subplot(2, 1, 1)
b = plt.subplot(2, 1, 2)
c = plt.subplot(211)
print(len(plt.gcf().axes), a is c, repr(a) == repr(c))
a.plot([1, 2])
print(plt.gca() is not None)
# expect: 2 True True
# expect: True
