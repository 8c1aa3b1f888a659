import numpy as np
x = np.array([0.0, 1.0, 2.0, 3.0, 4.0, 5.0])
y = np.array([0.0, 0.8, 0.9, 0.1, -0.8, -1.0])
print(np.polyfit(x, y, 1))
print(np.polyfit(x, y, 2))
print(np.polyfit(x, y, 3))
xs = np.linspace(0, 10, 50)
ys = 3 * xs ** 2 - 2 * xs + 1 + np.random.RandomState(2).randn(50)
print(np.polyfit(xs, ys, 2))
print(np.polyfit(xs, np.stack([ys, 2 * ys], axis=1), 1))
print(np.round(np.polyfit([1, 2, 3], [2, 4, 6], 1), 6))
# expect: [-0.30285714  0.75714286]
# expect: [-0.16071429  0.50071429  0.22142857]
# expect: [ 0.08703704 -0.81349206  1.69312169 -0.03968254]
# expect: [ 3.00146171 -1.95375513  0.57981071]
# expect: [[ 28.06086201  56.12172401]
# expect:  [-48.42364584 -96.84729168]]
# expect: [2. 0.]
