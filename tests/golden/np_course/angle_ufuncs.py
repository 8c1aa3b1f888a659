# degrees/radians/deg2rad/rad2deg, reciprocal and copysign as ufuncs (float32 stays float32).
import numpy as np
print(np.degrees(np.array([np.pi, 1.0], dtype=np.float32)), np.radians(180), np.deg2rad(90.0), np.rad2deg(1))
print(np.degrees(np.arange(3)), np.radians(np.array([0, 90, 180, 270])))
print(np.copysign(np.array([1.0, 2.0, 3.0]), [-1, 0.0, -0.0]), np.copysign(3, -2))
print(np.reciprocal(np.array([2.0, 4.0, 0.5], dtype=np.float32)), np.reciprocal(8.0))
print(np.degrees.__name__, np.copysign.nin, type(np.radians(np.float32(1.0))))

# expect: [180.        57.295776] 3.141592653589793 1.5707963267948966 57.29577951308232
# expect: [  0.          57.29577951 114.59155903] [0.         1.57079633 3.14159265 4.71238898]
# expect: [-1.  2. -3.] -3.0
# expect: [0.5  0.25 2.  ] 0.125
# expect: degrees 2 <class 'numpy.float32'>
