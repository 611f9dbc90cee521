"""`python -m tongiaki.tools.bench_preview`: the preview frames timed by kind (the profile that shows
which frames make the p99); checked for its shape only, never for a speed."""

from __future__ import annotations

from tongiaki.tools import bench_preview


def test_frames_are_classified_along_the_camera_script(capsys) -> None:
    rows = bench_preview.frame_kinds((1280, 720), frames=100)
    assert [frame for frame, _, _ in rows] == list(range(100))
    kinds = {frame: kind for frame, kind, _ in rows}
    assert kinds[10] == "still"
    assert kinds[45] == "pan"  # the middle-button drag of the script (frames 40-59)
    assert kinds[82] == "zoom"  # the wheel (frames 80-85)
    assert kinds[88] == "settle"
    assert all(ms >= 0.0 for _, _, ms in rows)
    assert bench_preview.main(["1280x720", "30"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1280x720, 30 frames: mean") and "still" in out and "slowest:" in out
