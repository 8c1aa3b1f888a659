# pickle round-trips an Enum member defined in an imported module (by class and name)
import pickle
import enumpick_mod
from enumpick_mod import Shade, Size, Mode

for proto in (0, 2, 5):
    for m in (Shade.DARK, Size.L, Mode.R, Mode.R | Mode.W):
        back = pickle.loads(pickle.dumps(m, proto))
        print(proto, repr(back), back is m or back == m)
data = pickle.loads(pickle.dumps({"shade": Shade.LIGHT, "sizes": [Size.S, Size.L]}))
print(data["shade"] is enumpick_mod.Shade.LIGHT, data["sizes"])
print(Shade.DARK.__reduce_ex__(4)[1])
# expect: 0 <Shade.DARK: 2> True
# expect: 0 <Size.L: 3> True
# expect: 0 <Mode.R: 4> True
# expect: 0 <Mode.R|W: 6> True
# expect: 2 <Shade.DARK: 2> True
# expect: 2 <Size.L: 3> True
# expect: 2 <Mode.R: 4> True
# expect: 2 <Mode.R|W: 6> True
# expect: 5 <Shade.DARK: 2> True
# expect: 5 <Size.L: 3> True
# expect: 5 <Mode.R: 4> True
# expect: 5 <Mode.R|W: 6> True
# expect: True [<Size.S: 1>, <Size.L: 3>]
# expect: (<enum 'Shade'>, 'DARK')
