import numpy as np
rng = np.random.RandomState(11)
z = rng.standard_normal(1009) + 1j * rng.standard_normal(1009)
print(repr(np.fft.fft(z).tolist()[:2]))
print(repr(np.fft.rfft(z.real).tolist()[-2:]))
# expect: [(-5.719087809213705+26.484349363414918j), (-13.93394826355313-12.369148938117192j)]
# expect: [(-4.54555295413687-31.241184958481444j), (22.98498012329757-14.732893125326076j)]
