/**
 * Vietnamese: how VnExpress, CafeF and the wires publish a release (docs/behaviour.md#scoring-by-language).
 * TP. HỒ CHÍ MINH, ngày 20 tháng 11 năm 2026 – as dateline, "…", ông/bà … cho biết as attribution,
 * "Về …" and "Liên hệ báo chí" at the end; a headline of about 10–30 words (syllables).
 */
import type { LanguageRules } from './types';

export const vi: LanguageRules = {
  lengthUnit: 'words',
  headline: { min: 10, max: 32 },
  paragraphMax: 130,
  sentenceMax: 45,
  preamble: ['thông cáo báo chí', 'để phát hành ngay'],
  aboutHeadings: { prefix: ['về ', 'giới thiệu về'], suffix: [] },
  contactHeadings: ['liên hệ báo chí', 'thông tin liên hệ', 'liên hệ truyền thông', 'liên hệ'],
  quoteMarks: [['“', '”'], ['"', '"']],
  minQuoteLength: 25,
  speechVerbs: ['cho biết', 'chia sẻ', 'phát biểu', 'nhấn mạnh', 'khẳng định', 'nói'],
  titles: ['ông ', 'bà ', 'tổng giám đốc', 'giám đốc', 'chủ tịch', 'đồng sáng lập', 'nhà sáng lập', 'đối tác', 'ceo', 'cto', 'cfo', 'trưởng'],
  anonymousSpeakers: ['đại diện', 'đội ngũ', 'người phát ngôn', 'ban quản trị'],
  when: ['hôm nay', 'ngày', 'tháng', 'năm'],
  announcementVerbs: ['công bố', 'thông báo', 'ra mắt', 'hoàn tất', 'ký kết', 'hợp tác', 'được cấp', 'được chấp thuận', 'phát hành', 'triển khai'],
  numberUnits: ['nghìn tỷ', 'tỷ đồng', 'triệu đồng', 'tỷ', 'triệu', 'nghìn', 'usd', 'đồng', '%', 'doanh nghiệp', 'khách hàng', 'người dùng', 'bệnh viện', 'bác sĩ', 'nhân sự', 'phút', 'tháng', 'lần'],
  hype: {
    strong: ['cách mạng', 'đột phá', 'mạnh nhất', 'đỉnh cao', 'bùng nổ', 'vượt trội', 'tăng vọt', 'siêu', 'thiên tài', 'đổi đời'],
    mild: ['tiên tiến nhất', 'thế hệ mới', 'chưa từng có', 'hàng đầu', 'thay đổi thế giới', 'tốt nhất', 'nhanh tay', 'kẻo lỡ', 'không thể thiếu'],
  },
  claims: ['đầu tiên', 'duy nhất', 'số 1', 'số một', 'nhất thế giới', 'lịch sử', 'chắc chắn'],
  redFlags: ['cam kết lợi nhuận', 'lợi nhuận đảm bảo', 'bảo toàn vốn', 'đảm bảo không', 'x100', '100 lần', 'chắc chắn có lời', 'không rủi ro', 'không có bất kỳ rủi ro', 'làm giàu', 'mặt trăng', 'tăng giá', 'tăng mạnh', 'lên sàn', 'telegram', 'discord', 'airdrop', 'presale', 'hối hận', 'mua ngay', 'giữ suất', 'bỏ lỡ'],
  selling: ['chúng tôi', 'chúng ta', 'bạn', 'anh em', 'các bạn'],
  thirdPartyCues: ['dẫn dắt', 'sự tham gia của', 'hợp tác với', 'đối tác', 'khách hàng gồm', 'ký kết với', 'đồng hành'],
  regulators: ['ngân hàng nhà nước', 'bộ tài chính', 'ủy ban chứng khoán nhà nước', 'bộ công thương', 'mas', 'sec'],
  compliance: ['giấy phép', 'cấp phép', 'chấp thuận', 'kiểm toán', 'tuân thủ', 'cơ chế thử nghiệm', 'đăng ký', 'iso', 'soc 2'],
  funding: ['gọi vốn', 'vòng series', 'series a', 'series b', 'rót vốn', 'đầu tư', 'vòng vốn'],
  traction: ['tổng cộng', 'so với cùng kỳ', 'tăng', 'giảm', 'khách hàng', 'người dùng', 'giao dịch', 'tài sản lưu ký', 'doanh thu'],
  market: ['thị trường', 'nhu cầu', 'ngành'],
  team: ['tổng giám đốc', 'giám đốc', 'đồng sáng lập', 'hội đồng quản trị', 'nhân sự', 'ceo', 'cto'],
  useOfFunds: ['số vốn sẽ được', 'vốn sẽ được dùng', 'sẽ được dùng để', 'sử dụng vốn'],
  plans: ['dự kiến', 'kế hoạch', 'sẽ ', 'thời gian tới', 'trước tháng'],
  verifiable: ['được thành lập năm', 'thành lập năm', 'website', 'giấy phép số', 'https://', '.example', '.vn', '.com', '@'],
};
