# np.savez with an object array: np.load's archive unpickles it only with allow_pickle=True.
import io
import numpy as np

o = np.array([{'a': 1}, (2, 3), 'x'], dtype=object)
for save in (np.savez, np.savez_compressed):
    f = io.BytesIO()
    save(f, obj=o, num=np.arange(4.0))
    f.seek(0)
    z = np.load(f)
    print(z['num'])
    try:
        z['obj']
    except ValueError as e:
        print(e)
    f.seek(0)
    z = np.load(f, allow_pickle=True)
    print(z['obj'], z['obj'].dtype, z['num'])

# expect: [0. 1. 2. 3.]
# expect: Object arrays cannot be loaded when allow_pickle=False
# expect: [{'a': 1} (2, 3) 'x'] object [0. 1. 2. 3.]
# expect: [0. 1. 2. 3.]
# expect: Object arrays cannot be loaded when allow_pickle=False
# expect: [{'a': 1} (2, 3) 'x'] object [0. 1. 2. 3.]
